import type { ReviewDecideRequest, ReviewOutcome } from '@tuike/contract/admin-reviews';
import { asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users, vipLevels } from '../db/schema';
import { AppError } from './errors';
import { addDays, operatorTime } from './time';
import { maskPhone } from './mask-phone';
import { containing } from './like';

/**
 * What the console's review queues share (aliases, back-fills and deletion applications live in two
 * modules): the operator's verdict, the filters every queue has, and deciding rows one by one.
 */

/** The operator's verdict; a rejection says why, and the promoter reads it. */
export type Decision = { approve: true } | { approve: false; reason: string };

/** The verdict a decide call asks for (the contract requires the reason of a rejection). */
export const decisionOf = (body: ReviewDecideRequest): Decision =>
  body.decision === 'approve' ? { approve: true } : { approve: false, reason: body.reason ?? '' };

/** The filters of every queue, as its query parsed them. */
export interface QueueQuery {
  promoter?: string | undefined;
  promoterId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The promoter and date filters on a queue whose rows join `users` and carry `userId` and `createdAt`.
 * `promoter` is a phone or promoter number (exactly, so an index finds it) or part of a nickname.
 */
export function queueFilters(q: QueueQuery, userId: AnyPgColumn, createdAt: AnyPgColumn): SQL[] {
  const where: SQL[] = [];
  if (q.promoterId) where.push(eq(userId, q.promoterId));
  if (q.promoter) {
    const p = q.promoter;
    where.push(or(eq(users.phone, p), eq(users.promoterNo, p), ilike(users.nickname, containing(p))) as SQL);
  }
  if (q.from) where.push(gte(createdAt, operatorTime(q.from)));
  if (q.to) where.push(lt(createdAt, operatorTime(addDays(q.to, 1))));
  return where;
}

/**
 * Priority review, a VIP benefit: a queue joins `vip_levels` on the promoter's level (a primary-key
 * lookup in a table of at most ten rows) and reads the level's flag; left-joined, so a row whose level
 * is somehow missing still shows, without priority.
 */
export const vipLevelOfPromoter = eq(vipLevels.level, users.vipLevel);
const grantsPriority = sql<boolean>`coalesce(${vipLevels.priorityReview}, false)`;

/** Whether a row is waiting (`waiting`, the state its queue's partial index holds) and its promoter has priority review. */
export const priorityOf = (waiting: SQL) => sql<boolean>`(${waiting} and ${grantsPriority})`;

/**
 * A queue's order: in the 待审核 tab (`waitingTab`) the rows of promoters with priority review come
 * first, each group in the order asked; other tabs by time alone. The waiting rows are what the queue's
 * partial index holds, so the sort by the joined flag covers only them, never the whole table.
 */
export function queueOrder(sort: 'oldest' | 'newest', waitingTab: boolean, createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] {
  const byTime = sort === 'oldest' ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)];
  return waitingTab ? [sql`${grantsPriority} desc`, ...byTime] : byTime;
}

/** What a queue selects of its row's promoter (its statement joins `users`), for `presentPromoter`. */
export const promoterColumns = {
  id: users.id,
  promoterNo: users.promoterNo,
  nickname: users.nickname,
  phone: users.phone,
  deletedAt: users.deletedAt,
};

/** The promoter beside a queue's row: who they are, their phone masked (a reviewer need not call them). */
export function presentPromoter(u: { id: number; promoterNo: string; nickname: string; phone: string; deletedAt: Date | null }) {
  return {
    id: u.id,
    promoterNo: u.promoterNo,
    nickname: u.nickname,
    phoneMasked: u.deletedAt ? null : maskPhone(u.phone),
  };
}

/**
 * Decides each row by `decideOne`, which runs its own transaction under the row's lock, so one row
 * taken by another operator (or refused by a rule) leaves the others decided. A single row answers its
 * refusal as the error itself (409 REVIEW_CONFLICT, 404); several answer one outcome per row. An error
 * that is not about the row (a failure, a missing grant) stops the run.
 */
export async function decideEach(ids: number[], decideOne: (id: number) => Promise<void>): Promise<ReviewOutcome[]> {
  if (ids.length === 1) {
    const [id] = ids as [number];
    await decideOne(id);
    return [{ id, outcome: 'ok', msg: null }];
  }
  const results: ReviewOutcome[] = [];
  for (const id of ids) {
    try {
      await decideOne(id);
      results.push({ id, outcome: 'ok', msg: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const outcome = outcomeOf(err);
      if (!outcome) throw err;
      results.push({ id, outcome, msg: err.msg });
    }
  }
  return results;
}

function outcomeOf(err: AppError): ReviewOutcome['outcome'] | null {
  if (err.errorCode === 'REVIEW_CONFLICT') return 'conflict';
  if (err.errorCode === 'NOT_FOUND') return 'notFound';
  if (err.status === 409) return 'refused';
  return null;
}
