import {
  ALIAS_LINK_STATE,
  ALIAS_STATE,
  type AliasLinkState,
  aliasLinkStateItems,
  aliasStateItems,
  labelOf,
} from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import type { Decision } from '../../lib/review-queue';
import { readSetting } from '../app-config';
import { type AuditAction, recordAudit } from '../audit';
import { aliasReviewRepository as queue } from './admin-repository';
import { linksRepository } from './links-repository';
import { aliasesRepository } from './repository';
import { activation, type Store } from './service';

export type { Decision } from '../../lib/review-queue';

export const EXPIRED_REASON = '未在规定时间内回填';

export const REVIEW_MSG = {
  aliasNotFound: '关键词不存在或已删除',
  linkNotFound: '回填记录不存在或已删除',
  aliasDecided: (state: string) => `该关键词已被审核（当前：${state}），请刷新后查看`,
  linkDecided: (state: string) => `该回填已被审核（当前：${state}），请刷新后查看`,
} as const;

/**
 * The operator decides on an alias in review (manual platforms), in a transaction of its own that
 * holds the alias's row: of two operators deciding it at once, the second finds it decided (409
 * REVIEW_CONFLICT). Approval starts the back-fill window from that moment; rejection frees the word
 * and gives the promoter the reason. The audit row commits with the decision.
 */
export async function reviewAlias({ db, clock }: Store, actor: OperatorActor, id: number, decision: Decision) {
  const windowDays = decision.approve ? (await readSetting(db, 'promotion')).backfillWindowDays : 0;
  await db.transaction(async (tx) => {
    const row = await queue.lockAlias(tx, id);
    if (!row) throw notFound(REVIEW_MSG.aliasNotFound);
    authorize(actor, 'review', { kind: 'alias', ownerId: row.userId });
    if (row.state !== ALIAS_STATE.reviewing.value)
      throw conflict('REVIEW_CONFLICT', REVIEW_MSG.aliasDecided(labelOf(aliasStateItems, row.state)));
    const now = clock.now();
    const set = decision.approve
      ? { ...activation(now, windowDays), reason: null }
      : { state: ALIAS_STATE.rejected.value, reason: decision.reason, reviewedAt: now };
    await aliasesRepository.decide(tx, id, set);
    await recordAudit(
      tx,
      actor,
      {
        action: decision.approve ? 'alias.approve' : 'alias.reject',
        targetType: 'works_aliases',
        targetId: id,
        before: { userId: row.userId, alias: row.alias, state: row.state, reason: row.reason },
        after: {
          state: set.state,
          reason: set.reason,
          ...('backfillDeadline' in set ? { backfillDeadline: set.backfillDeadline } : {}),
        },
      },
      now,
    );
  });
}

/**
 * A kind of back-fill the operator reviews under one rule: works back-fills (below) and cloud-drive
 * ones (modules/pan). Both wait for review (we cannot tell who published a post, domain.md) and are
 * decided here, so the rule and its audit trail stay one.
 */
export interface BackfillReview {
  /** The table, as the audit row names it, and the audit actions of the two verdicts. */
  targetType: string;
  actions: { approve: AuditAction; reject: AuditAction };
  /** Throws unless the operator may decide a back-fill of this owner. */
  authorize(actor: OperatorActor, ownerId: number): void;
  /** The back-fill, locked until the transaction ends (null when missing or gone); `before` goes to the audit row. */
  lock(tx: DbOrTx, id: number): Promise<{ userId: number; state: AliasLinkState; before: Record<string, unknown> } | null>;
  decide(tx: DbOrTx, id: number, set: { state: AliasLinkState; reason: string | null; reviewedAt: Date }): Promise<unknown>;
}

/**
 * The operator decides on a back-fill awaiting review, in a transaction of its own that holds its row
 * (as `reviewAlias`, of two operators the second finds it decided); the audit row commits with it.
 */
export async function decideBackfill(
  { db, clock }: Store,
  actor: OperatorActor,
  id: number,
  decision: Decision,
  kind: BackfillReview,
) {
  await db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!row) throw notFound(REVIEW_MSG.linkNotFound);
    kind.authorize(actor, row.userId);
    if (row.state !== ALIAS_LINK_STATE.pending.value)
      throw conflict('REVIEW_CONFLICT', REVIEW_MSG.linkDecided(labelOf(aliasLinkStateItems, row.state)));
    const now = clock.now();
    const set = {
      state: decision.approve ? ALIAS_LINK_STATE.effective.value : ALIAS_LINK_STATE.rejected.value,
      reason: decision.approve ? null : decision.reason,
      reviewedAt: now,
    };
    await kind.decide(tx, id, set);
    await recordAudit(
      tx,
      actor,
      {
        action: decision.approve ? kind.actions.approve : kind.actions.reject,
        targetType: kind.targetType,
        targetId: id,
        before: row.before,
        after: { state: set.state, reason: set.reason },
      },
      now,
    );
  });
}

const worksBackfills: BackfillReview = {
  targetType: 'works_alias_links',
  actions: { approve: 'aliasLink.approve', reject: 'aliasLink.reject' },
  authorize: (actor, ownerId) => authorize(actor, 'review', { kind: 'alias', ownerId }),
  async lock(tx, id) {
    const row = await queue.lockLink(tx, id);
    if (!row) return null;
    const before = { userId: row.userId, aliasId: row.aliasId, url: row.url, state: row.state, reason: row.reason };
    return { userId: row.userId, state: row.state, before };
  },
  decide: (tx, id, set) => linksRepository.decide(tx, id, set),
};

/** The operator decides on a back-filled link of an alias awaiting review. */
export const reviewLink = (store: Store, actor: OperatorActor, id: number, decision: Decision) =>
  decideBackfill(store, actor, id, decision, worksBackfills);

/**
 * A re-check the operator approved puts its back-fill back in force, inside the re-check's transaction
 * (which records the audit row): a rejected back-fill becomes effective, as an approval of it would
 * have made it. Answers `reinstated`, `unchanged` (it was not rejected: a re-check of its figures), or
 * `gone` when its alias was deleted since (nothing left to reinstate).
 */
export async function reinstateLink(tx: DbOrTx, id: number, now: Date): Promise<'reinstated' | 'unchanged' | 'gone'> {
  const row = await queue.lockLink(tx, id);
  if (!row) return 'gone';
  if (row.state !== ALIAS_LINK_STATE.rejected.value) return 'unchanged';
  await linksRepository.reinstate(tx, id, now);
  return 'reinstated';
}

/** Active aliases past their deadline without a back-fill expire (the job's work); answers how many. */
export const expireOverdueAliases = (db: DbOrTx, now: Date) => aliasesRepository.expireOverdue(db, now, EXPIRED_REASON);
