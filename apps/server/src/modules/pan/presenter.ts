import { aliasLinkStateItems, labelOf } from '@tuike/contract/enums';
import { panResourceCategoryItems } from '@tuike/contract/pan-rules';
import type { PanLink, PanPromotion, PanResource } from '@tuike/contract/pan';
import { isoOperator } from '../../lib/time';
import { platformLabel } from '../platform-accounts';
import type { LinkRow, PromotionRow, ResourceRow } from './repository';

export const categoryLabel = (category: number) => labelOf(panResourceCategoryItems, category);

export function presentResource({ resource: r, promotedCount }: ResourceRow): PanResource {
  return {
    id: r.id,
    taskPlatformId: r.taskPlatformId,
    title: r.title,
    category: r.category,
    categoryLabel: categoryLabel(r.category),
    cover: r.cover,
    summary: r.summary,
    promotedCount,
  };
}

/** What the promoter posts with the link: the resource, where to open it, the link. */
const copyTextOf = (title: string, category: number, platformName: string, link: string) =>
  `【${title}】${categoryLabel(category)}资源已整理好，复制链接打开「${platformName}」App 即可保存查看：${link}`;

export function presentPromotion({ promotion: p, resource: r, platformName, uid, linkCount }: PromotionRow): PanPromotion {
  return {
    id: p.id,
    resourceId: r.id,
    resourceTitle: r.title,
    resourceCover: r.cover,
    category: r.category,
    categoryLabel: categoryLabel(r.category),
    taskPlatformId: p.taskPlatformId,
    taskPlatformName: platformName,
    uid,
    shareLink: p.shareLink,
    copyText: copyTextOf(r.title, r.category, platformName, p.shareLink),
    linkCount,
    createdAt: isoOperator(p.createdAt),
  };
}

export function presentLink({ link: l, resourceTitle, resourceCover, platformName, accountNickname }: LinkRow): PanLink {
  return {
    id: l.id,
    promotionId: l.promotionId,
    resourceTitle,
    resourceCover,
    taskPlatformName: platformName,
    url: l.url,
    platform: l.platform,
    platformLabel: platformLabel(l.platform),
    accountId: l.platformAccountId,
    accountNickname,
    state: l.state,
    stateLabel: labelOf(aliasLinkStateItems, l.state),
    reason: l.reason,
    createdAt: isoOperator(l.createdAt),
    reviewedAt: l.reviewedAt ? isoOperator(l.reviewedAt) : null,
  };
}
