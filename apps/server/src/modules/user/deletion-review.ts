import type { DeletionReviewRecord, ReviewDecideRequest } from '@tuike/contract/admin-reviews';
import { DELETION_STATUS_LABELS, type DeletionStatus } from '@tuike/contract/deletion-status';
import type { PageQuery } from '@tuike/contract/envelope';
import { DELETION_GRACE_DAYS } from '@tuike/contract/user';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { accountDeletionRequests, balances, platformAccounts, users } from '../../db/schema';
import { authorize, type OperatorActor, type OwnerScope, ownerScope } from '../../lib/authorize';
import { DAY } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import {
  type Decision,
  decideEach,
  decisionOf,
  presentPromoter,
  promoterColumns,
  type QueueQuery,
  queueFilters,
} from '../../lib/review-queue';
import { isoOperator } from '../../lib/time';
import { endPromotionOf } from '../aliases';
import { endApplicationsOf } from '../applications';
import { endPanBackfillsOf } from '../pan';
import { recordAudit } from '../audit';
import { sessionService } from '../session';

/**
 * The operator's side of account deletion (the promoter's side is `applyDeleteAccount` in service.ts):
 * the queue of applications and the decision. Approval ends the account; rejection keeps it, with a reason.
 */

export const DELETION_MSG = {
  notFound: '注销申请不存在',
  decided: (status: DeletionStatus) => `该注销申请已处理（当前：${DELETION_STATUS_LABELS[status]}），请刷新后查看`,
  inGrace: (until: Date) =>
    `撤销期至 ${isoOperator(until).slice(0, 16).replace('T', ' ')}，期间推客重新登录即可撤销申请，届时才能通过`,
} as const;

/** What a deleted account shows where its profile was, and why its promotion ended. */
export const DELETED_NICKNAME = '已注销用户';
export const ACCOUNT_ENDED_REASON = '账号已注销';

const graceEnd = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY);

export interface DeletionQueueFilter extends QueueQuery {
  status?: DeletionStatus | undefined;
  sort: 'oldest' | 'newest';
}

const repo = {
  page(db: DbOrTx, scope: OwnerScope | 'all', f: DeletionQueueFilter, limit: number, offset: number) {
    const r = accountDeletionRequests;
    const where: SQL[] = queueFilters(f, r.userId, r.createdAt);
    if (scope !== 'all') where.push(eq(r.userId, scope.ownerId));
    if (f.status) where.push(eq(r.status, f.status));
    return db
      .select({
        request: r,
        promoter: promoterColumns,
        balance: balances.balance,
        frozen: balances.frozen,
      })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .leftJoin(balances, eq(balances.userId, r.userId))
      .where(and(...where))
      .orderBy(...(f.sort === 'oldest' ? [asc(r.createdAt), asc(r.id)] : [desc(r.createdAt), desc(r.id)]))
      .limit(limit)
      .offset(offset);
  },

  async waiting(db: DbOrTx) {
    const [row] = await db
      .select({ n: count() })
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.status, 'pending'));
    return row?.n ?? 0;
  },

  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)).for('update');
    return row ?? null;
  },

  /**
   * FOR UPDATE, not the FOR NO KEY UPDATE an UPDATE takes: it also holds off the FOR KEY SHARE with
   * which the user_tokens trigger (migration 0013) reads the row, so a login that found the account
   * just before cannot add a token after the revocation below.
   */
  async lockUser(tx: DbOrTx, userId: number) {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return row ?? null;
  },

  async resolve(tx: DbOrTx, id: number, set: { status: DeletionStatus; decisionReason: string | null; resolvedAt: Date }) {
    await tx.update(accountDeletionRequests).set(set).where(eq(accountDeletionRequests.id, id));
  },

  /**
   * The account's end: the phone is freed (the person may register again) and with the password no
   * way in is left; profile fields are cleared. The row stays, as income, ledger and withdrawals
   * point at it. A tombstone per id keeps the phone's unique index satisfied.
   */
  async clearAccount(tx: DbOrTx, userId: number, now: Date) {
    await tx
      .update(users)
      .set({
        phone: `deleted:${userId}`,
        // Not an argon2 hash: no password verifies against it (verifyPassword answers false).
        passwordHash: '!deleted',
        nickname: DELETED_NICKNAME,
        avatar: null,
        wxId: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  },

  /**
   * Its media accounts are unbound, so their UIDs may be bound again (the same person's new account,
   * say); income counts for a UID only while bound, so attribution to the ended account stops too.
   */
  async unbindAccounts(tx: DbOrTx, userId: number, now: Date) {
    const rows = await tx
      .update(platformAccounts)
      .set({ unboundAt: now })
      .where(and(eq(platformAccounts.userId, userId), isNull(platformAccounts.unboundAt)))
      .returning({ id: platformAccounts.id });
    return rows.length;
  },
};

/**
 * Decides one application in a transaction of its own that holds its row, so of two operators the
 * second finds it decided (409 REVIEW_CONFLICT), and a login withdrawing it in its grace period either
 * comes first (the operator then finds it withdrawn) or finds it decided. Approval waits for the grace
 * period to end; it then signs the promoter out everywhere and ends the account (clearAccount), its
 * promotion and its media account bindings, all with the audit row or not at all.
 */
async function decideOne({ db, clock }: Deps, actor: OperatorActor, id: number, decision: Decision) {
  await db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(DELETION_MSG.notFound);
    authorize(actor, 'review', { kind: 'deletionApplication', ownerId: row.userId });
    if (row.status !== 'pending') throw conflict('REVIEW_CONFLICT', DELETION_MSG.decided(row.status));
    const now = clock.now();
    const before = { userId: row.userId, status: row.status, reason: row.reason };
    if (!decision.approve) {
      await repo.resolve(tx, id, { status: 'rejected', decisionReason: decision.reason, resolvedAt: now });
      const after = { status: 'rejected', decisionReason: decision.reason };
      await recordAudit(
        tx,
        actor,
        { action: 'deletion.reject', targetType: 'account_deletion_requests', targetId: id, before, after },
        now,
      );
      return;
    }
    const until = graceEnd(row.createdAt);
    if (now < until) throw conflict('DELETION_IN_GRACE_PERIOD', DELETION_MSG.inGrace(until));
    const user = await repo.lockUser(tx, row.userId);
    if (!user) throw notFound(DELETION_MSG.notFound);
    authorize(actor, 'revoke', { kind: 'session', ownerId: user.id });
    await repo.clearAccount(tx, user.id, now);
    await sessionService.revokeOthers(tx, user.id, null, now);
    const ended = await endPromotionOf(tx, user.id, ACCOUNT_ENDED_REASON, now);
    const panLinksRejected = await endPanBackfillsOf(tx, user.id, ACCOUNT_ENDED_REASON, now);
    const applicationsEnded = await endApplicationsOf(tx, user.id, ACCOUNT_ENDED_REASON, now);
    const accountsUnbound = await repo.unbindAccounts(tx, user.id, now);
    await repo.resolve(tx, id, { status: 'done', decisionReason: null, resolvedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'deletion.approve',
        targetType: 'account_deletion_requests',
        targetId: id,
        before: { ...before, phone: user.phone, nickname: user.nickname },
        after: { status: 'done', ...ended, panLinksRejected, applicationsEnded, accountsUnbound },
      },
      now,
    );
  });
}

type PageRow = Awaited<ReturnType<typeof repo.page>>[number];

function present({ request: r, promoter, balance, frozen }: PageRow, now: Date): DeletionReviewRecord {
  const until = graceEnd(r.createdAt);
  return {
    id: r.id,
    promoter: presentPromoter(promoter),
    reason: r.reason,
    status: r.status,
    statusLabel: DELETION_STATUS_LABELS[r.status],
    createdAt: isoOperator(r.createdAt),
    withdrawUntil: isoOperator(until),
    inGracePeriod: r.status === 'pending' && now < until,
    balance: balance ?? 0,
    frozen: frozen ?? 0,
    decisionReason: r.decisionReason,
    resolvedAt: r.resolvedAt ? isoOperator(r.resolvedAt) : null,
  };
}

export const deletionReview = {
  page({ db, clock }: Deps, actor: OperatorActor, q: PageQuery & DeletionQueueFilter) {
    const scope = ownerScope(actor, 'read', 'deletionApplication');
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => repo.page(db, scope, q, limit, offset),
      (row) => present(row, now),
    );
  },

  async decide(deps: Deps, actor: OperatorActor, body: ReviewDecideRequest) {
    const decision = decisionOf(body);
    return { results: await decideEach(body.ids, (id) => decideOne(deps, actor, id, decision)) };
  },

  waiting: ({ db }: Deps) => repo.waiting(db),
};
