import { WORK_TYPE, type WorkType } from '@tuike/contract/enums';

export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  [WORK_TYPE.drama.value]: WORK_TYPE.drama.label,
  [WORK_TYPE.novel.value]: WORK_TYPE.novel.label,
};

/** The colours of the states a back-fill, re-check or whitelist application goes through: waiting, approved, rejected. */
export const DECISION_STATE_COLORS = { 1: 'processing', 2: 'success', 3: 'error' } as const;
