import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { ALIAS_LINK_STATE, type AliasLinkState, type MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { panLinks, panPromotions, panResources, panUids, platformAccounts, taskPlatforms, users } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { promoterColumns, type QueueQuery, queueFilters } from '../../lib/review-queue';
import { containing } from '../../lib/like';

/** The console's queue of cloud-drive back-fills: reads across every promoter, and a decision's row lock. */

// A literal, not a parameter, so the partial index's predicate is matched (schema/pan.ts).
const pending = sql`${panLinks.state} = ${sql.raw(String(ALIAS_LINK_STATE.pending.value))}`;
const stateIs = (state: AliasLinkState) => (state === ALIAS_LINK_STATE.pending.value ? pending : eq(panLinks.state, state));

export interface PanLinkQueueFilter extends QueueQuery {
  platform?: MediaPlatform | undefined;
  state?: AliasLinkState | undefined;
  keyword?: string | undefined;
  sort: 'oldest' | 'newest';
}

export const panReviewRepository = {
  page(db: DbOrTx, scope: OwnerScope | 'all', f: PanLinkQueueFilter, limit: number, offset: number) {
    const where: SQL[] = [
      ...(scope === 'all' ? [] : [eq(panLinks.userId, scope.ownerId)]),
      ...queueFilters(f, panLinks.userId, panLinks.createdAt),
    ];
    if (f.platform) where.push(eq(panLinks.platform, f.platform));
    if (f.state) where.push(stateIs(f.state));
    if (f.keyword) {
      const like = containing(f.keyword);
      where.push(
        or(
          ilike(panResources.title, like),
          ilike(panUids.uid, like),
          ilike(platformAccounts.uid, like),
          ilike(platformAccounts.nickname, like),
        ) as SQL,
      );
    }
    return db
      .select({
        link: panLinks,
        resourceTitle: panResources.title,
        taskPlatformName: taskPlatforms.name,
        panUid: panUids.uid,
        accountUid: platformAccounts.uid,
        accountNickname: platformAccounts.nickname,
        accountUnboundAt: platformAccounts.unboundAt,
        promoter: promoterColumns,
      })
      .from(panLinks)
      .innerJoin(panPromotions, eq(panPromotions.id, panLinks.promotionId))
      .innerJoin(panResources, eq(panResources.id, panPromotions.resourceId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, panPromotions.taskPlatformId))
      .innerJoin(panUids, and(eq(panUids.userId, panPromotions.userId), eq(panUids.taskPlatformId, panPromotions.taskPlatformId)))
      .innerJoin(platformAccounts, eq(platformAccounts.id, panLinks.platformAccountId))
      .innerJoin(users, eq(users.id, panLinks.userId))
      .where(and(...where))
      .orderBy(
        ...(f.sort === 'oldest' ? [asc(panLinks.createdAt), asc(panLinks.id)] : [desc(panLinks.createdAt), desc(panLinks.id)]),
      )
      .limit(limit)
      .offset(offset);
  },

  /** Back-fills waiting for the operator (the partial index holds exactly these). */
  async waiting(db: DbOrTx) {
    const [row] = await db.select({ n: count() }).from(panLinks).where(pending);
    return row?.n ?? 0;
  },

  /** A back-fill locked until the transaction ends: one decision on it at a time. */
  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(panLinks).where(eq(panLinks.id, id)).for('update');
    return row ?? null;
  },

  /** A deleted account's back-fills still waiting are turned down with `reason` (no operator works on them). */
  async endBackfillsOf(tx: DbOrTx, userId: number, reason: string, now: Date) {
    const rows = await tx
      .update(panLinks)
      .set({ state: ALIAS_LINK_STATE.rejected.value, reason, reviewedAt: now })
      .where(and(eq(panLinks.userId, userId), pending))
      .returning({ id: panLinks.id });
    return rows.length;
  },

  async decide(tx: DbOrTx, id: number, set: { state: AliasLinkState; reason: string | null; reviewedAt: Date }) {
    await tx.update(panLinks).set(set).where(eq(panLinks.id, id));
  },
};
