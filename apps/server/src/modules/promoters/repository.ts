import { and, arrayContains, asc, desc, eq, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SubqueryWithSelection, unionAll } from 'drizzle-orm/pg-core';
import type { PromoterStatus } from '@tuike/contract/promoter-values';
import type { DbOrTx } from '../../db/client';
import {
  accountDeletionRequests,
  balanceAdjustments,
  balances,
  incomeLines,
  mentors,
  platformAccounts,
  users,
  userTokens,
  vipLevels,
  withdrawals,
  worksAliases,
  worksAliasLinks,
} from '../../db/schema';
import { containing } from '../../lib/like';

const inviter = alias(users, 'inviter');

/** Whether the row's promoter has a deletion application pending (account_deletion_pending_uq answers it). */
const pendingDeletion = sql`select 1 from ${accountDeletionRequests}
  where ${accountDeletionRequests.userId} = ${users.id} and ${accountDeletionRequests.status} = 'pending'`;

/** What a row of the list shows; the joins qualify every column, so the subqueries name the outer row. */
const rowColumns = {
  id: users.id,
  promoterNo: users.promoterNo,
  phone: users.phone,
  nickname: users.nickname,
  avatar: users.avatar,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  vipLevel: users.vipLevel,
  balance: sql<number>`coalesce(${balances.balance}, 0)`.mapWith(Number),
  deletionPending: sql<boolean>`exists (${pendingDeletion})`.mapWith(Boolean),
  inviterId: inviter.id,
  inviterNo: inviter.promoterNo,
  inviterNickname: inviter.nickname,
};
export type PromoterListRow = {
  id: number;
  promoterNo: string;
  phone: string;
  nickname: string;
  avatar: string | null;
  createdAt: Date;
  disabledAt: Date | null;
  vipLevel: number;
  balance: number;
  deletionPending: boolean;
  inviterId: number | null;
  inviterNo: string | null;
  inviterNickname: string | null;
};

/**
 * Every list read first finds its page's ids (and what the page is ordered by) from users alone, then
 * reads those few rows with their balance, inviter and pending deletion. Joined before the LIMIT, the
 * planner would size those joins for every match (a memoised inviter lookup for 20,000 rows cost 10 ms
 * per page at a million promoters); after it, they run for the page's rows only.
 */
const pageColumns = (rank = 0) => ({
  id: users.id,
  // A union can be ordered by its output columns only, so the parts of one carry what it sorts by: the
  // exact matches before the rest, then the phone in byte order.
  rank: sql<number>`${sql.raw(String(rank))}`.as('rank'),
  phoneKey: sql<string>`${users.phone} collate "C"`.as('phone_key'),
});

const pageIds = (db: DbOrTx, rank = 0) => db.select(pageColumns(rank)).from(users);

/** A query answering a page of ids (a select or a union of them), to be read as the subquery `page`. */
type PageOfIds = { as(alias: 'page'): SubqueryWithSelection<ReturnType<typeof pageColumns>, 'page'> };

/** The page's rows, in the page's order (`by`: newest first, or as the phone search ranked them). */
function decorate(db: DbOrTx, found: PageOfIds, by: 'newest' | 'ranked') {
  const page = found.as('page');
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(balances, eq(balances.userId, users.id))
    .leftJoin(inviter, eq(inviter.id, users.inviterId))
    .orderBy(...(by === 'newest' ? [desc(users.id)] : [asc(page.rank), asc(page.phoneKey)]));
}

const gramsAndLike = (fragment: string, grams: string[]) =>
  and(grams.length ? arrayContains(users.nicknameGrams, grams) : undefined, ilike(users.nickname, containing(fragment)));

const count = (from: SQL) => sql<number>`(select count(*) from ${from})`.mapWith(Number);

/** The detail page's head: the row's columns, the money figures, and how many rows each tab lists. */
const detailColumns = {
  ...rowColumns,
  inviteCode: users.inviteCode,
  wxId: users.wxId,
  disabledReason: users.disabledReason,
  vipName: vipLevels.name,
  mentorId: mentors.id,
  mentorName: mentors.name,
  mentorWechatId: mentors.wechatId,
  earned: sql<number>`coalesce(${balances.earned}, 0)`.mapWith(Number),
  frozen: sql<number>`coalesce(${balances.frozen}, 0)`.mapWith(Number),
  withdrawn: sql<number>`coalesce(${balances.withdrawn}, 0)`.mapWith(Number),
  deletionRequestedAt: sql<Date | null>`(select max(${accountDeletionRequests.createdAt}) from ${accountDeletionRequests}
    where ${accountDeletionRequests.userId} = ${users.id} and ${accountDeletionRequests.status} = 'pending')`.mapWith(
    accountDeletionRequests.createdAt,
  ),
  lastLoginAt:
    sql<Date | null>`(select max(${userTokens.createdAt}) from ${userTokens} where ${userTokens.userId} = ${users.id})`.mapWith(
      userTokens.createdAt,
    ),
  // Each counted as the tab's own read filters its rows.
  mediaAccounts: count(
    sql`${platformAccounts} where ${platformAccounts.userId} = ${users.id} and ${platformAccounts.unboundAt} is null`,
  ),
  aliases: count(sql`${worksAliases} where ${worksAliases.userId} = ${users.id} and ${worksAliases.deletedAt} is null`),
  backfills: count(
    sql`${worksAliasLinks} join ${worksAliases} on ${worksAliases.id} = ${worksAliasLinks.aliasId}
      where ${worksAliasLinks.userId} = ${users.id} and ${worksAliases.deletedAt} is null`,
  ),
  incomeLines: count(sql`${incomeLines} where ${incomeLines.userId} = ${users.id}`),
  withdrawals: count(sql`${withdrawals} where ${withdrawals.userId} = ${users.id}`),
  invitees: count(sql`${users} as invitee where invitee.inviter_id = ${users.id}`),
};

/** The status filter, matching how a row's status is decided (disabled first, then a pending deletion). */
function statusIs(status: PromoterStatus | undefined): SQL | undefined {
  if (status === 'disabled') return isNotNull(users.disabledAt);
  if (status === 'deletionPending')
    return and(
      isNull(users.disabledAt),
      inArray(
        users.id,
        sql`(select ${accountDeletionRequests.userId} from ${accountDeletionRequests} where ${accountDeletionRequests.status} = 'pending')`,
      ),
    );
  if (status === 'active') return and(isNull(users.disabledAt), sql`not exists (${pendingDeletion})`);
  return undefined;
}

/** The phone in byte order: users_phone_prefix_idx holds exactly this expression. */
const phoneC = sql`${users.phone} collate "C"`;

/** What a digits keyword matches exactly: the id, the promoter number or the whole phone (at most three rows). */
export interface ExactKeys {
  id: number | null;
  promoterNo: string;
  phone: string | null;
}

const exactMatch = (keys: ExactKeys) =>
  or(
    keys.id === null ? undefined : eq(users.id, keys.id),
    eq(users.promoterNo, keys.promoterNo),
    keys.phone === null ? undefined : eq(users.phone, keys.phone),
  ) as SQL;

/**
 * How many matches of a nickname fragment decide the plan: fewer are fetched through the grams index
 * and sorted (a rare fragment); more are found walking the newest first (a common one). The deepest
 * page the search serves holds this many rows (read-service.ts, SEARCH_ROWS_MAX).
 */
export const NICKNAME_FEW = 1_000;

/**
 * The list reads answer the query itself (awaitable), so that bench/promoters-search.ts can EXPLAIN
 * exactly what is run.
 */
export const promotersRepository = {
  /** Every promoter (or those in `status`), newest first: the primary key read backwards. */
  newest(db: DbOrTx, status: PromoterStatus | undefined, limit: number, offset: number) {
    return decorate(db, pageIds(db).where(statusIs(status)).orderBy(desc(users.id)).limit(limit).offset(offset), 'newest');
  },

  /** The promoters a digits keyword names exactly, in phone order. */
  exact(db: DbOrTx, keys: ExactKeys, status: PromoterStatus | undefined, limit: number, offset: number) {
    const found = pageIds(db)
      .where(and(exactMatch(keys), statusIs(status)))
      .orderBy(asc(phoneC))
      .limit(limit)
      .offset(offset);
    return decorate(db, found, 'ranked');
  },

  /**
   * The exact matches of a digits keyword, then the phones beginning with it (digits) without them, in
   * phone order, in one statement. The prefix is a range on users_phone_prefix_idx walked in its own
   * order, cut at the page's end, so a page reads only its rows however many phones match.
   */
  phoneSearch(db: DbOrTx, prefix: string, keys: ExactKeys, status: PromoterStatus | undefined, limit: number, offset: number) {
    // The smallest text above every phone with the prefix: its last digit moved one up (':' follows '9').
    const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    const exact = pageIds(db, 0).where(and(exactMatch(keys), statusIs(status)));
    const byPrefix = pageIds(db, 1)
      .where(and(sql`${phoneC} >= ${prefix}`, sql`${phoneC} < ${upper}`, not(exactMatch(keys)), statusIs(status)))
      .orderBy(asc(phoneC))
      .limit(offset + limit);
    const found = unionAll(exact, byPrefix)
      .orderBy(sql`rank`, sql`phone_key`)
      .limit(limit)
      .offset(offset);
    return decorate(db, found, 'ranked');
  },

  /**
   * Up to `NICKNAME_FEW + 1` ids of promoters whose nickname contains `fragment` without case, in no
   * order: the grams narrow the candidates through users_nickname_grams_idx, the ILIKE decides. Cheap
   * whatever the fragment: a rare one is read through the index, a common one stops early.
   */
  nicknameIds(db: DbOrTx, fragment: string, grams: string[], status: PromoterStatus | undefined) {
    return db
      .select({ id: users.id })
      .from(users)
      .where(and(gramsAndLike(fragment, grams), statusIs(status)))
      .limit(NICKNAME_FEW + 1);
  },

  /** A page of the given promoters (the few a rare fragment matched), newest first. */
  byIds(db: DbOrTx, ids: number[], limit: number, offset: number) {
    return decorate(db, pageIds(db).where(inArray(users.id, ids)).orderBy(desc(users.id)).limit(limit).offset(offset), 'newest');
  },

  /**
   * A page of the promoters whose nickname contains a common `fragment`, newest first: the primary key
   * read backwards, each nickname checked, stopping after the page (matches are dense, so it stops soon).
   * Without the grams condition, so the planner cannot mistake the fragment for a rare one and sort
   * every match instead.
   */
  nicknameNewest(db: DbOrTx, fragment: string, status: PromoterStatus | undefined, limit: number, offset: number) {
    const found = pageIds(db)
      .where(and(ilike(users.nickname, containing(fragment)), statusIs(status)))
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset);
    return decorate(db, found, 'newest');
  },

  /** One promoter with the figures and counts the detail page shows, in one statement; null if none. */
  async detail(db: DbOrTx, id: number) {
    const [row] = await db
      .select(detailColumns)
      .from(users)
      .leftJoin(balances, eq(balances.userId, users.id))
      .leftJoin(inviter, eq(inviter.id, users.inviterId))
      .leftJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
      .leftJoin(mentors, eq(mentors.id, users.mentorId))
      .where(eq(users.id, id));
    return row ?? null;
  },

  /** The promoters `inviterId` invited, newest first (users_inviter_idx). */
  invitees(db: DbOrTx, inviterId: number, limit: number, offset: number) {
    return db
      .select({
        id: users.id,
        promoterNo: users.promoterNo,
        phone: users.phone,
        nickname: users.nickname,
        createdAt: users.createdAt,
        disabledAt: users.disabledAt,
        deletionPending: sql<boolean>`exists (${pendingDeletion})`.mapWith(Boolean),
      })
      .from(users)
      .where(eq(users.inviterId, inviterId))
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset);
  },

  /** Locks a promoter's users row for the rest of the transaction (disable / enable); null if none. */
  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select({ id: users.id, disabledAt: users.disabledAt, disabledReason: users.disabledReason })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return row ?? null;
  },

  async setDisabled(tx: DbOrTx, id: number, disabled: { at: Date; reason: string } | null, now: Date) {
    await tx
      .update(users)
      .set({ disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null, updatedAt: now })
      .where(eq(users.id, id));
  },

  async exists(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row !== undefined;
  },

  /** A new adjustment row, or null when its request id was taken (by a retry of the same request, or a reuse). */
  async insertAdjustment(tx: DbOrTx, row: typeof balanceAdjustments.$inferInsert) {
    const [created] = await tx
      .insert(balanceAdjustments)
      .values(row)
      .onConflictDoNothing({ target: balanceAdjustments.requestId })
      .returning();
    return created ?? null;
  },

  async adjustmentByRequest(db: DbOrTx, requestId: string) {
    const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.requestId, requestId));
    return row ?? null;
  },
};
