import { ALIAS_LINK_STATE, ALIAS_STATE } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readSetting } from '../app-config';
import { linksRepository } from './links-repository';
import { aliasesRepository } from './repository';
import { activation, type Store } from './service';

/** The operator's verdict; a rejection says why, and the promoter reads it. */
export type Decision = { approve: true } | { approve: false; reason: string };

export const EXPIRED_REASON = '未在规定时间内回填';

/**
 * The operator decides on an alias in review (manual platforms). Approval starts the back-fill window
 * from that moment. No route yet: the operator console comes later; tests and the seed call it.
 */
export async function reviewAlias({ db, clock }: Store, id: number, decision: Decision) {
  const now = clock.now();
  const set = decision.approve
    ? { ...activation(now, (await readSetting(db, 'promotion')).backfillWindowDays), reason: null }
    : { state: ALIAS_STATE.rejected.value, reason: decision.reason, reviewedAt: now };
  if (!(await aliasesRepository.decide(db, id, set))) throw notFound('关键词不存在或已审核');
}

/** The operator decides on a back-filled link awaiting review. */
export async function reviewLink({ db, clock }: Store, id: number, decision: Decision) {
  const decided = await linksRepository.decide(db, id, {
    state: decision.approve ? ALIAS_LINK_STATE.effective.value : ALIAS_LINK_STATE.rejected.value,
    reason: decision.approve ? null : decision.reason,
    reviewedAt: clock.now(),
  });
  if (!decided) throw notFound('回填记录不存在或已审核');
}

/** Active aliases past their deadline without a back-fill expire (the job's work); answers how many. */
export const expireOverdueAliases = (db: DbOrTx, now: Date) => aliasesRepository.expireOverdue(db, now, EXPIRED_REASON);
