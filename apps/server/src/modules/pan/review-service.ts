import type { PanLinkReviewRecord, ReviewDecideRequest } from '@tuike/contract/admin-reviews';
import { aliasLinkStateItems, labelOf } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { Deps } from '../../deps';
import { authorize, type OperatorActor, ownerScope } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { decideEach, decisionOf, presentPromoter } from '../../lib/review-queue';
import { isoOperator } from '../../lib/time';
import { type BackfillReview, decideBackfill, type Decision, type Store } from '../aliases';
import { platformLabel } from '../platform-accounts';
import { type PanLinkQueueFilter, panReviewRepository as repo } from './review-repository';

type Row = Awaited<ReturnType<typeof repo.page>>[number];

function presentRow(r: Row): PanLinkReviewRecord {
  const l = r.link;
  return {
    id: l.id,
    url: l.url,
    platform: l.platform,
    platformLabel: platformLabel(l.platform),
    accountId: l.platformAccountId,
    accountUid: r.accountUid,
    accountNickname: r.accountNickname,
    accountBound: r.accountUnboundAt === null,
    promotionId: l.promotionId,
    resourceTitle: r.resourceTitle,
    taskPlatformName: r.taskPlatformName,
    panUid: r.panUid,
    promoter: presentPromoter(r.promoter),
    state: l.state,
    stateLabel: labelOf(aliasLinkStateItems, l.state),
    reason: l.reason,
    createdAt: isoOperator(l.createdAt),
    reviewedAt: l.reviewedAt ? isoOperator(l.reviewedAt) : null,
  };
}

/** Cloud-drive back-fills under the works back-fill's review rule (modules/aliases `decideBackfill`). */
const panBackfills: BackfillReview = {
  targetType: 'pan_links',
  actions: { approve: 'panLink.approve', reject: 'panLink.reject' },
  authorize: (actor, ownerId) => authorize(actor, 'review', { kind: 'panPromotion', ownerId }),
  async lock(tx, id) {
    const row = await repo.lock(tx, id);
    if (!row) return null;
    const before = { userId: row.userId, promotionId: row.promotionId, url: row.url, state: row.state, reason: row.reason };
    return { userId: row.userId, state: row.state, before };
  },
  decide: (tx, id, set) => repo.decide(tx, id, set),
};

/** The operator decides one cloud-drive back-fill awaiting review (the demo seed decides through it too). */
/** Inside an account deletion's transaction: its drive back-fills still waiting are rejected with `reason`. */
export const endPanBackfillsOf = repo.endBackfillsOf;

export const reviewPanLink = (store: Store, actor: OperatorActor, id: number, decision: Decision) =>
  decideBackfill(store, actor, id, decision, panBackfills);

/** The console's cloud-drive back-fill queue. */
export const panReviewService = {
  page({ db }: Deps, actor: OperatorActor, q: PageQuery & PanLinkQueueFilter) {
    const scope = ownerScope(actor, 'read', 'panPromotion');
    return paged(q, (limit, offset) => repo.page(db, scope, q, limit, offset), presentRow);
  },

  /** Each back-fill in a transaction of its own, answered per id. */
  async decide(deps: Deps, actor: OperatorActor, body: ReviewDecideRequest) {
    const decision = decisionOf(body);
    return { results: await decideEach(body.ids, (id) => reviewPanLink(deps, actor, id, decision)) };
  },

  /** Back-fills waiting for the operator, for the console's badge (the counts call authorizes). */
  waiting: ({ db }: Pick<Deps, 'db'>) => repo.waiting(db),
};
