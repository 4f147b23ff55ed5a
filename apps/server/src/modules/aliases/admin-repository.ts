import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ALIAS_LINK_STATE, ALIAS_STATE, type AliasLinkState, type AliasState, type MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import {
  aliasStateSql,
  platformAccounts,
  taskPlatforms,
  users,
  vipLevels,
  works,
  worksAliases,
  worksAliasLinks,
} from '../../db/schema';
import {
  priorityOf,
  promoterColumns,
  type QueueQuery,
  queueFilters,
  queueOrder,
  vipLevelOfPromoter,
} from '../../lib/review-queue';
import { containing } from '../../lib/like';

/** The console's review queues of aliases and back-fills: reads across every promoter, and the row locks of a decision. */

// States as literals, not parameters, where a partial index's predicate must be matched (schema/promotion.ts).
const inReview = sql`${worksAliases.state} = ${aliasStateSql.reviewing}`;
const linkPending = sql`${worksAliasLinks.state} = ${sql.raw(String(ALIAS_LINK_STATE.pending.value))}`;
const stateIs = (state: AliasState) => (state === ALIAS_STATE.reviewing.value ? inReview : eq(worksAliases.state, state));
const linkStateIs = (state: AliasLinkState) =>
  state === ALIAS_LINK_STATE.pending.value ? linkPending : eq(worksAliasLinks.state, state);

export type QueueSort = 'oldest' | 'newest';
/** Whose rows a page may show (`ownerScope` in lib/authorize.ts). */
type Scope = OwnerScope | 'all';
const scoped = (scope: Scope, userId: typeof worksAliases.userId | typeof worksAliasLinks.userId) =>
  scope === 'all' ? [] : [eq(userId, scope.ownerId)];

export interface AliasQueueFilter extends QueueQuery {
  taskPlatformId?: number | undefined;
  state?: AliasState | undefined;
  keyword?: string | undefined;
  sort: QueueSort;
}

export interface LinkQueueFilter extends QueueQuery {
  platform?: MediaPlatform | undefined;
  state?: AliasLinkState | undefined;
  keyword?: string | undefined;
  sort: QueueSort;
}

export const aliasReviewRepository = {
  /**
   * Aliases on manual-review platforms, plus any still in review (a platform switched to automatic
   * review later must not strand them); deleted ones are gone.
   */
  aliasPage(db: DbOrTx, scope: Scope, f: AliasQueueFilter, limit: number, offset: number) {
    const where: SQL[] = [
      ...scoped(scope, worksAliases.userId),
      isNull(worksAliases.deletedAt),
      or(eq(taskPlatforms.aliasReviewMode, 'manual'), inReview) as SQL,
      ...queueFilters(f, worksAliases.userId, worksAliases.createdAt),
    ];
    if (f.taskPlatformId) where.push(eq(worksAliases.taskPlatformId, f.taskPlatformId));
    if (f.state) where.push(stateIs(f.state));
    if (f.keyword)
      where.push(or(ilike(worksAliases.alias, containing(f.keyword)), ilike(works.title, containing(f.keyword))) as SQL);
    return db
      .select({
        alias: worksAliases,
        workTitle: works.title,
        workCover: works.cover,
        workType: works.type,
        taskPlatformName: taskPlatforms.name,
        promoter: promoterColumns,
        priority: priorityOf(inReview),
      })
      .from(worksAliases)
      .innerJoin(works, eq(works.id, worksAliases.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
      .innerJoin(users, eq(users.id, worksAliases.userId))
      .leftJoin(vipLevels, vipLevelOfPromoter)
      .where(and(...where))
      .orderBy(...queueOrder(f.sort, f.state === ALIAS_STATE.reviewing.value, worksAliases.createdAt, worksAliases.id))
      .limit(limit)
      .offset(offset);
  },

  /** Back-fills of aliases that are not deleted, with the account they were filed on. */
  linkPage(db: DbOrTx, scope: Scope, f: LinkQueueFilter, limit: number, offset: number) {
    const where: SQL[] = [
      ...scoped(scope, worksAliasLinks.userId),
      isNull(worksAliases.deletedAt),
      ...queueFilters(f, worksAliasLinks.userId, worksAliasLinks.createdAt),
    ];
    if (f.platform) where.push(eq(worksAliasLinks.platform, f.platform));
    if (f.state) where.push(linkStateIs(f.state));
    if (f.keyword) {
      const like = containing(f.keyword);
      where.push(
        or(
          ilike(worksAliases.alias, like),
          ilike(works.title, like),
          ilike(platformAccounts.uid, like),
          ilike(platformAccounts.nickname, like),
        ) as SQL,
      );
    }
    return db
      .select({
        link: worksAliasLinks,
        alias: worksAliases.alias,
        workId: works.id,
        workTitle: works.title,
        workType: works.type,
        taskPlatformName: taskPlatforms.name,
        accountUid: platformAccounts.uid,
        accountNickname: platformAccounts.nickname,
        accountUnboundAt: platformAccounts.unboundAt,
        promoter: promoterColumns,
        priority: priorityOf(linkPending),
      })
      .from(worksAliasLinks)
      .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
      .innerJoin(works, eq(works.id, worksAliases.workId))
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
      .innerJoin(platformAccounts, eq(platformAccounts.id, worksAliasLinks.platformAccountId))
      .innerJoin(users, eq(users.id, worksAliasLinks.userId))
      .leftJoin(vipLevels, vipLevelOfPromoter)
      .where(and(...where))
      .orderBy(...queueOrder(f.sort, f.state === ALIAS_LINK_STATE.pending.value, worksAliasLinks.createdAt, worksAliasLinks.id))
      .limit(limit)
      .offset(offset);
  },

  /** Task platforms whose aliases the queue shows: manual review, or aliases still in review; by name. */
  platforms(db: DbOrTx) {
    const waiting = db
      .select({ id: worksAliases.taskPlatformId })
      .from(worksAliases)
      .where(and(inReview, isNull(worksAliases.deletedAt)));
    return db
      .select({ id: taskPlatforms.id, name: taskPlatforms.name })
      .from(taskPlatforms)
      .where(or(eq(taskPlatforms.aliasReviewMode, 'manual'), inArray(taskPlatforms.id, waiting)))
      .orderBy(asc(taskPlatforms.name), asc(taskPlatforms.id));
  },

  /** Rows waiting in each queue (the partial indexes hold exactly these). */
  async waiting(db: DbOrTx) {
    const [aliases] = await db
      .select({ n: count() })
      .from(worksAliases)
      .where(and(inReview, isNull(worksAliases.deletedAt)));
    const [links] = await db.select({ n: count() }).from(worksAliasLinks).where(linkPending);
    return { aliases: aliases?.n ?? 0, links: links?.n ?? 0 };
  },

  /** An alias that is not deleted, locked until the transaction ends: one decision on it at a time. */
  async lockAlias(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select()
      .from(worksAliases)
      .where(and(eq(worksAliases.id, id), isNull(worksAliases.deletedAt)))
      .for('update');
    return row ?? null;
  },

  /** A back-fill of an alias that is not deleted, the link's row locked until the transaction ends. */
  async lockLink(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select({ link: worksAliasLinks })
      .from(worksAliasLinks)
      .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
      .where(and(eq(worksAliasLinks.id, id), isNull(worksAliases.deletedAt)))
      .for('update', { of: worksAliasLinks });
    return row?.link ?? null;
  },

  /**
   * A deleted account's promotion ends: its live aliases expire (freeing their words) and its
   * back-fills awaiting review are rejected, each with `reason`. Answers how many of each.
   */
  async endPromotionOf(tx: DbOrTx, userId: number, reason: string, now: Date) {
    const aliases = await tx
      .update(worksAliases)
      .set({ state: ALIAS_STATE.expired.value, reason, expiredAt: now })
      .where(
        and(
          eq(worksAliases.userId, userId),
          inArray(worksAliases.state, [ALIAS_STATE.reviewing.value, ALIAS_STATE.active.value]),
          isNull(worksAliases.deletedAt),
        ),
      )
      .returning({ id: worksAliases.id });
    const links = await tx
      .update(worksAliasLinks)
      .set({ state: ALIAS_LINK_STATE.rejected.value, reason, reviewedAt: now })
      .where(and(eq(worksAliasLinks.userId, userId), eq(worksAliasLinks.state, ALIAS_LINK_STATE.pending.value)))
      .returning({ id: worksAliasLinks.id });
    return { aliasesEnded: aliases.length, linksRejected: links.length };
  },
};
