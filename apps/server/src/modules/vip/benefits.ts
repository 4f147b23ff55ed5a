import type { DbOrTx } from '../../db/client';
import { readSetting } from '../app-config';
import { vipRepository as repo } from './repository';

export interface VipBenefits {
  level: number;
  watermarkDailyQuota: number;
  /** The share of an invitee's settled income this promoter earns as inviter: the level's, or the platform's. */
  rebateBps: number;
  priorityReview: boolean;
}

/**
 * A promoter's benefits at the level the job last gave them, for the modules that grant them (the
 * watermark eraser's quota, review order, rebates). Level 0 is always in the table (the migration
 * installs it and a save keeps it), so a promoter always has a row.
 */
export async function vipBenefitsOf(db: DbOrTx, userId: number): Promise<VipBenefits> {
  const level = await repo.levelOf(db, userId);
  const levels = await repo.levels(db);
  const row = levels.find((l) => l.level === level) ?? levels[0];
  const rebateBps = row?.rebateBps ?? (await readSetting(db, 'promotion')).rebateBps;
  return {
    level: row?.level ?? 0,
    watermarkDailyQuota: row?.watermarkDailyQuota ?? 0,
    rebateBps,
    priorityReview: row?.priorityReview ?? false,
  };
}

/** The inviters whose level sets its own rebate rate, with that rate (settlement's rebates, read in one statement). */
export const levelRebateBps = (db: DbOrTx, inviterIds: readonly number[]) => repo.levelRebateBps(db, inviterIds);
