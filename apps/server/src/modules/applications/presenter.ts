import {
  RECHECK_KINDS,
  recheckStateItems,
  WHITELIST_REJECT_REASONS,
  whitelistStateItems,
} from '@tuike/contract/application-states';
import { aliasLinkStateItems, labelOf, mediaPlatformItems } from '@tuike/contract/enums';
import type {
  PromoterUpload,
  Recheck,
  RecheckQueueRecord,
  WhitelistApplication,
  WhitelistQueueRecord,
} from '@tuike/contract/recheck';
import { presentPromoter } from '../../lib/review-queue';
import { isoOperator } from '../../lib/time';
import type { RecheckView } from './recheck-repository';
import type { WhitelistView } from './whitelist-repository';

const iso = (d: Date | null) => (d ? isoOperator(d) : null);

/** A re-check as its promoter reads it; `shots` holds its pictures by id (a deleted one is left out). */
export function presentRecheck(v: RecheckView, shots: ReadonlyMap<number, PromoterUpload>): Recheck {
  const r = v.recheck;
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: RECHECK_KINDS[r.kind],
    linkId: r.linkId,
    linkUrl: v.linkUrl,
    alias: v.alias,
    workTitle: v.workTitle,
    platformLabel: labelOf(mediaPlatformItems, v.platform),
    reason: r.reason,
    screenshots: r.screenshotIds.flatMap((id) => {
      const shot = shots.get(id);
      return shot ? [shot] : [];
    }),
    state: r.state,
    stateLabel: labelOf(recheckStateItems, r.state),
    answer: r.answer,
    createdAt: isoOperator(r.createdAt),
    reviewedAt: iso(r.reviewedAt),
  };
}

export const presentRecheckQueue = (v: RecheckView, shots: ReadonlyMap<number, PromoterUpload>): RecheckQueueRecord => ({
  ...presentRecheck(v, shots),
  promoter: presentPromoter(v.promoter),
  priority: v.priority,
  linkStateLabel: labelOf(aliasLinkStateItems, v.linkState),
  linkReason: v.linkReason,
  accountUid: v.accountUid,
  accountNickname: v.accountNickname,
});

/** What the promoter reads of a rejection: the reason's label, and the operator's note after it. */
const rejection = (code: keyof typeof WHITELIST_REJECT_REASONS | null, note: string | null) => {
  if (!code) return note;
  return note ? `${WHITELIST_REJECT_REASONS[code]}：${note}` : WHITELIST_REJECT_REASONS[code];
};

export function presentWhitelist(v: WhitelistView): WhitelistApplication {
  const a = v.application;
  return {
    id: a.id,
    accountId: a.platformAccountId,
    platform: a.platform,
    platformLabel: labelOf(mediaPlatformItems, a.platform),
    uid: v.uid,
    nickname: v.nickname,
    workUrl: a.workUrl,
    state: a.state,
    stateLabel: labelOf(whitelistStateItems, a.state),
    reasonCode: a.reasonCode,
    reason: rejection(a.reasonCode, a.reason),
    createdAt: isoOperator(a.createdAt),
    reviewedAt: iso(a.reviewedAt),
  };
}

export const presentWhitelistQueue = (v: WhitelistView): WhitelistQueueRecord => ({
  ...presentWhitelist(v),
  promoter: presentPromoter(v.promoter),
  priority: v.priority,
  accountBound: v.accountUnboundAt === null,
});
