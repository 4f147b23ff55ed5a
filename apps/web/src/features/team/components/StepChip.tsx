import type { TeamStep } from '@tuike/contract/team';
import { TEAM_STEP_LABELS } from '../steps';
import './StepChip.css';

/** A member's furthest step, coloured from grey (registered only) to brand (earning). */
export const StepChip = ({ step }: { step: TeamStep }) => (
  <span className={`team-step-chip team-step-chip-${step}`}>{TEAM_STEP_LABELS[step]}</span>
);
