import type { AliasReviewRecord, LinkReviewRecord, ReviewDecideRequest } from '@tuike/contract/admin-reviews';
import { aliasLinkStateItems, aliasStateItems, labelOf, mediaPlatformItems } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { Deps } from '../../deps';
import { type OperatorActor, ownerScope } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { decideEach, decisionOf, presentPromoter } from '../../lib/review-queue';
import { isoOperator } from '../../lib/time';
import { type AliasQueueFilter, type LinkQueueFilter, aliasReviewRepository as repo } from './admin-repository';
import { reviewAlias, reviewLink } from './review';

const iso = (d: Date | null) => (d ? isoOperator(d) : null);

type AliasRow = Awaited<ReturnType<typeof repo.aliasPage>>[number];
type LinkRow = Awaited<ReturnType<typeof repo.linkPage>>[number];

function presentAliasRow(r: AliasRow): AliasReviewRecord {
  const a = r.alias;
  return {
    id: a.id,
    alias: a.alias,
    state: a.state,
    stateLabel: labelOf(aliasStateItems, a.state),
    reason: a.reason,
    workId: a.workId,
    workTitle: r.workTitle,
    workCover: r.workCover,
    workType: r.workType,
    taskPlatformId: a.taskPlatformId,
    taskPlatformName: r.taskPlatformName,
    promoter: presentPromoter(r.promoter),
    priority: r.priority,
    createdAt: isoOperator(a.createdAt),
    reviewedAt: iso(a.reviewedAt),
  };
}

function presentLinkRow(r: LinkRow): LinkReviewRecord {
  const l = r.link;
  return {
    id: l.id,
    url: l.url,
    platform: l.platform,
    platformLabel: labelOf(mediaPlatformItems, l.platform),
    accountId: l.platformAccountId,
    accountUid: r.accountUid,
    accountNickname: r.accountNickname,
    accountBound: r.accountUnboundAt === null,
    aliasId: l.aliasId,
    alias: r.alias,
    workId: r.workId,
    workTitle: r.workTitle,
    workType: r.workType,
    taskPlatformName: r.taskPlatformName,
    promoter: presentPromoter(r.promoter),
    priority: r.priority,
    state: l.state,
    stateLabel: labelOf(aliasLinkStateItems, l.state),
    reason: l.reason,
    createdAt: isoOperator(l.createdAt),
    reviewedAt: iso(l.reviewedAt),
  };
}

/** The console's alias and back-fill queues: every promoter's rows, for an operator with the read grant. */
export const aliasReviewService = {
  aliasPage({ db }: Deps, actor: OperatorActor, q: PageQuery & AliasQueueFilter) {
    const scope = ownerScope(actor, 'read', 'alias');
    return paged(q, (limit, offset) => repo.aliasPage(db, scope, q, limit, offset), presentAliasRow);
  },

  linkPage({ db }: Deps, actor: OperatorActor, q: PageQuery & LinkQueueFilter) {
    const scope = ownerScope(actor, 'read', 'alias');
    return paged(q, (limit, offset) => repo.linkPage(db, scope, q, limit, offset), presentLinkRow);
  },

  platforms({ db }: Deps, actor: OperatorActor) {
    ownerScope(actor, 'read', 'alias');
    return repo.platforms(db);
  },

  /** Each alias in a transaction of its own (reviewAlias), answered per id. */
  async decideAliases(deps: Deps, actor: OperatorActor, body: ReviewDecideRequest) {
    const decision = decisionOf(body);
    return { results: await decideEach(body.ids, (id) => reviewAlias(deps, actor, id, decision)) };
  },

  async decideLinks(deps: Deps, actor: OperatorActor, body: ReviewDecideRequest) {
    const decision = decisionOf(body);
    return { results: await decideEach(body.ids, (id) => reviewLink(deps, actor, id, decision)) };
  },

  /** Aliases and back-fills waiting for review. */
  waiting: ({ db }: Deps) => repo.waiting(db),
};

/**
 * A deleted account's promotion ends, inside the deletion's transaction: live aliases expire (their
 * words free again) and back-fills awaiting review are rejected, each with `reason`.
 */
export const endPromotionOf = repo.endPromotionOf;
