import { RECHECK_STATE, WHITELIST_STATE } from '@tuike/contract/application-states';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoRechecks, whitelistApplications } from '../../db/schema';

/**
 * A deleted account's applications end, inside the deletion's transaction: re-checks and whitelist
 * applications still waiting are turned down with `reason`, so no operator works on them. Answers how many.
 */
export async function endApplicationsOf(tx: DbOrTx, userId: number, reason: string, now: Date) {
  const rechecks = await tx
    .update(videoRechecks)
    .set({ state: RECHECK_STATE.rejected.value, answer: reason, reviewedAt: now })
    .where(and(eq(videoRechecks.userId, userId), eq(videoRechecks.state, RECHECK_STATE.pending.value)))
    .returning({ id: videoRechecks.id });
  const whitelist = await tx
    .update(whitelistApplications)
    .set({ state: WHITELIST_STATE.rejected.value, reasonCode: 'other', reason, reviewedAt: now })
    .where(and(eq(whitelistApplications.userId, userId), eq(whitelistApplications.state, WHITELIST_STATE.pending.value)))
    .returning({ id: whitelistApplications.id });
  return rechecks.length + whitelist.length;
}
