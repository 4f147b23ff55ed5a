import { RECHECK_STATE, recheckStateItems } from '@tuike/contract/application-states';
import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { PromoterUpload, RecheckAddRequest } from '@tuike/contract/recheck';
import type { ReviewDecideRequest } from '@tuike/contract/admin-reviews';

import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import {
  authorizeNamed,
  type OperatorActor,
  type OwnerScope,
  ownerScope,
  type PromoterActor,
  scopeOf,
} from '../../lib/authorize';
import type { Store } from './store';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { decideEach } from '../../lib/review-queue';
import { reinstateLink } from '../aliases';
import { recordAudit } from '../audit';
import { ownUploads, uploadsByIds } from '../media';
import { waitingApplication } from './application-decision';
import { presentRecheck, presentRecheckQueue } from './presenter';
import { type RecheckFilter, type RecheckView, recheckRepository as repo } from './recheck-repository';

export const RECHECK_MSG = {
  linkNotFound: '回填记录不存在',
  shotNotFound: '截图不存在或已失效，请重新上传',
  linkPending: '该回填还在审核中，出结果后再申请复审',
  open: '该回填已有待审核的复审申请，请等待处理结果',
  notFound: '复审申请不存在',
  decided: (state: string) => `该复审申请已被处理（当前：${state}），请刷新后查看`,
  linkGone: '该回填所属的关键词已删除，无法恢复，请驳回并说明',
} as const;

const openConflict = () => conflict('RECHECK_OPEN', RECHECK_MSG.open, 'linkId');

type Present<T> = (v: RecheckView, shots: ReadonlyMap<number, PromoterUpload>) => T;

/** A page of re-checks with their pictures, read in one more statement for the whole page. */
async function page<T>(db: DbOrTx, scope: OwnerScope | 'all', q: PageQuery & RecheckFilter, present: Present<T>) {
  const raw = await paged(
    q,
    (limit, offset) => repo.page(db, scope, q, limit, offset),
    (r) => r,
  );
  const shots = await uploadsByIds(
    db,
    raw.records.flatMap((r) => r.recheck.screenshotIds),
  );
  return { records: raw.records.map((r) => present(r, shots)), hasNextPages: raw.hasNextPages };
}

export const recheckService = {
  page({ db }: Pick<Store, 'db'>, actor: PromoterActor, q: PageQuery & RecheckFilter) {
    return page(db, scopeOf(actor, 'read', 'application'), { ...q, sort: 'newest' }, presentRecheck);
  },

  /**
   * Files a re-check of one of the caller's back-fills: a rejected one, or an effective one whose
   * figures look wrong (one still awaiting its first review has nothing to re-check yet). Its pictures
   * must be the caller's own uploads. The partial unique index keeps one open re-check per back-fill,
   * so of parallel requests exactly one is filed.
   */
  async add({ db, clock }: Store, actor: PromoterActor, body: RecheckAddRequest) {
    const scope = scopeOf(actor, 'apply', 'application');
    const missing = new AppError(404, 'NOT_FOUND', RECHECK_MSG.linkNotFound, 'linkId');
    const link = await repo.link(db, body.linkId);
    if (!link) throw missing;
    authorizeNamed(actor, 'read', { kind: 'alias', ownerId: link.userId }, missing);
    if (link.state === ALIAS_LINK_STATE.pending.value) throw conflict('RECHECK_LINK_PENDING', RECHECK_MSG.linkPending, 'linkId');
    const ids = body.screenshotIds ?? [];
    const shots = await ownUploads(db, scope, ids);
    if (shots.length !== ids.length) throw new AppError(404, 'NOT_FOUND', RECHECK_MSG.shotNotFound, 'screenshotIds');
    if (await repo.openOf(db, link.id)) throw openConflict();
    let id: number;
    try {
      const row = await repo.insert(db, {
        userId: scope.ownerId,
        linkId: link.id,
        kind: link.state === ALIAS_LINK_STATE.rejected.value ? 'rejection' : 'data',
        reason: body.reason,
        screenshotIds: ids,
        state: RECHECK_STATE.pending.value,
        createdAt: clock.now(),
      });
      id = row.id;
    } catch (err) {
      if (uniqueViolation(err) === 'video_rechecks_open_uq') throw openConflict();
      throw err;
    }
    const view = await repo.view(db, id);
    if (!view) throw notFound(RECHECK_MSG.notFound);
    return presentRecheck(view, new Map(shots.map((s) => [s.id, s])));
  },

  queue({ db }: Pick<Store, 'db'>, actor: OperatorActor, q: PageQuery & RecheckFilter) {
    return page(db, ownerScope(actor, 'read', 'application'), q, presentRecheckQueue);
  },

  /** Re-checks waiting for the operator, for the console's badge (the counts call authorizes). */
  waiting: ({ db }: Pick<Store, 'db'>) => repo.waiting(db),

  async decide(deps: Store, actor: OperatorActor, body: ReviewDecideRequest) {
    return { results: await decideEach(body.ids, (id) => decideRecheck(deps, actor, id, body)) };
  },
};

/**
 * The operator decides one re-check, in a transaction of its own under its row lock (a second operator
 * finds it decided). Approving the re-check of a rejected back-fill puts the back-fill back in force
 * through the aliases module's own rule, in the same transaction as the decision and its audit row.
 */
async function decideRecheck({ db, clock }: Store, actor: OperatorActor, id: number, body: ReviewDecideRequest) {
  await db.transaction(async (tx) => {
    const row = waitingApplication(actor, await repo.lock(tx, id), RECHECK_STATE.pending.value, recheckStateItems, RECHECK_MSG);
    const now = clock.now();
    const approve = body.decision === 'approve';
    let link: Awaited<ReturnType<typeof reinstateLink>> | null = null;
    if (approve && row.kind === 'rejection') {
      link = await reinstateLink(tx, row.linkId, now);
      if (link === 'gone') throw conflict('RECHECK_LINK_GONE', RECHECK_MSG.linkGone);
    }
    const set = {
      state: approve ? RECHECK_STATE.approved.value : RECHECK_STATE.rejected.value,
      answer: body.reason || null,
      reviewedAt: now,
      reviewedBy: actor.operatorId,
    };
    await repo.decide(tx, id, set);
    await recordAudit(
      tx,
      actor,
      {
        action: approve ? 'recheck.approve' : 'recheck.reject',
        targetType: 'video_rechecks',
        targetId: id,
        before: { userId: row.userId, linkId: row.linkId, kind: row.kind, state: row.state },
        after: { state: set.state, answer: set.answer, ...(link ? { link } : {}) },
      },
      now,
    );
  });
}
