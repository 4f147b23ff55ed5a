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
 * A promoter's benefits at the level the job last gave them, for the modules that grant them (review
 * order, rebates). The platform's rebate rate is read only for a level that sets none.
 */
export async function vipBenefitsOf(db: DbOrTx, userId: number): Promise<VipBenefits> {
  const row = await repo.levelRowOf(db, userId);
  const rebateBps = row?.rebateBps ?? (await readSetting(db, 'promotion')).rebateBps;
  return {
    level: row?.level ?? 0,
    watermarkDailyQuota: row?.watermarkDailyQuota ?? 0,
    rebateBps,
    priorityReview: row?.priorityReview ?? false,
  };
}

/** How many works the promoter may erase a day: their level's quota, the eraser's only source (one statement). */
export async function watermarkQuotaOf(db: DbOrTx, userId: number): Promise<number> {
  return (await repo.levelRowOf(db, userId))?.watermarkDailyQuota ?? 0;
}

/** The inviters whose level sets its own rebate rate, with that rate (settlement's rebates, read in one statement). */
export const levelRebateBps = (db: DbOrTx, inviterIds: readonly number[]) => repo.levelRebateBps(db, inviterIds);
