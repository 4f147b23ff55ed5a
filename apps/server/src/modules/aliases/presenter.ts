import { ALIAS_STATE, aliasLinkStateItems, aliasStateItems, labelOf, mediaPlatformItems } from '@tuike/contract/enums';
import type { AliasLink, WorksAlias } from '@tuike/contract/promotion';
import { isoOperator } from '../../lib/time';
import type { LinkView } from './links-repository';
import type { AliasView } from './repository';

const iso = (d: Date | null) => (d ? isoOperator(d) : null);

export function presentAlias(v: AliasView): WorksAlias {
  const a = v.alias;
  const waiting = a.state === ALIAS_STATE.active.value && a.backfilledAt === null;
  return {
    id: a.id,
    alias: a.alias,
    state: a.state,
    stateLabel: labelOf(aliasStateItems, a.state),
    reason: a.reason,
    workId: a.workId,
    workTitle: v.workTitle,
    workCover: v.workCover,
    workType: v.workType,
    taskPlatformId: a.taskPlatformId,
    taskPlatformName: v.taskPlatformName,
    createdAt: isoOperator(a.createdAt),
    activatedAt: iso(a.activatedAt),
    backfillDeadline: waiting ? iso(a.backfillDeadline) : null,
    linkCount: a.linkCount,
    effectiveLinkCount: a.effectiveLinkCount,
    income: a.income,
    newUsers: a.newUsers,
    // Income is attributed through the alias; deleting it would leave that income without a source.
    canDelete: a.income === 0,
  };
}

export function presentLink(v: LinkView): AliasLink {
  const l = v.link;
  return {
    id: l.id,
    aliasId: l.aliasId,
    alias: v.alias,
    workId: v.workId,
    workTitle: v.workTitle,
    workCover: v.workCover,
    workType: v.workType,
    url: l.url,
    platform: l.platform,
    platformLabel: labelOf(mediaPlatformItems, l.platform),
    accountId: l.platformAccountId,
    accountNickname: v.accountNickname,
    accountUid: v.accountUid,
    state: l.state,
    stateLabel: labelOf(aliasLinkStateItems, l.state),
    reason: l.reason,
    createdAt: isoOperator(l.createdAt),
    reviewedAt: iso(l.reviewedAt),
  };
}
