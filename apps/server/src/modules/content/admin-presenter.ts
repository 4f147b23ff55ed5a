import type {
  AdminAppVersion,
  AdminArticle,
  AdminArticleDetail,
  AdminBanner,
  AdminNotice,
  AdminNoticeDetail,
  ContentState,
} from '@tuike/contract/admin-content';
import { PLATFORMS, type Platform } from '@tuike/contract/constants';
import { isoOperator } from '../../lib/time';
import type { AppVersionAdminRow, ArticleAdminRow, BannerRow, NoticeAdminRow } from './admin-repository';

const iso = (d: Date | null) => (d ? isoOperator(d) : null);

/** Where a banner stands for the app at `now` (the same rule as `bannerStateIs` in admin-repository.ts). */
export function bannerState(b: Pick<BannerRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): ContentState {
  if (!b.enabled) return 'off';
  if (b.startsAt && b.startsAt > now) return 'scheduled';
  if (b.endsAt && b.endsAt <= now) return 'ended';
  return 'live';
}

/** Where a notice or article stands at `now`: switched off, waiting for its publication time, or shown. */
const publishedState = (r: { published: boolean; publishedAt: Date }, now: Date): ContentState =>
  !r.published ? 'off' : r.publishedAt > now ? 'scheduled' : 'live';

export function presentAdminBanner(b: BannerRow, now: Date): AdminBanner {
  return {
    id: b.id,
    title: b.title,
    image: b.image,
    linkType: b.linkType,
    link: b.link,
    sort: b.sort,
    enabled: b.enabled,
    startsAt: iso(b.startsAt),
    endsAt: iso(b.endsAt),
    state: bannerState(b, now),
    createdAt: isoOperator(b.createdAt),
  };
}

export function presentAdminNotice(n: NoticeAdminRow, now: Date): AdminNotice {
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    pinned: n.pinned,
    published: n.published,
    publishedAt: isoOperator(n.publishedAt),
    state: publishedState(n, now),
    createdAt: isoOperator(n.createdAt),
  };
}

export const presentAdminNoticeDetail = (n: NoticeAdminRow, now: Date): AdminNoticeDetail => ({
  ...presentAdminNotice(n, now),
  contentHtml: n.contentHtml,
});

export function presentAdminArticle(a: ArticleAdminRow, now: Date): AdminArticle {
  return {
    id: a.id,
    kind: a.kind,
    category: a.category,
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    videoUrl: a.videoUrl,
    sort: a.sort,
    published: a.published,
    publishedAt: isoOperator(a.publishedAt),
    state: publishedState(a, now),
    createdAt: isoOperator(a.createdAt),
  };
}

export const presentAdminArticleDetail = (a: ArticleAdminRow, now: Date): AdminArticleDetail => ({
  ...presentAdminArticle(a, now),
  contentHtml: a.contentHtml,
});

// The column's CHECK holds it to PLATFORMS; the guard keeps a cast out of the presenter.
const isPlatform = (p: string): p is Platform => (PLATFORMS as readonly string[]).includes(p);

export function presentAdminVersion(v: AppVersionAdminRow, now: Date): AdminAppVersion {
  if (!isPlatform(v.platform)) throw new Error(`app_versions ${v.id}: platform ${v.platform} outside PLATFORMS`);
  return {
    id: v.id,
    platform: v.platform,
    version: v.version,
    url: v.url,
    notes: v.notes,
    force: v.force,
    publishedAt: isoOperator(v.publishedAt),
    state: v.publishedAt > now ? 'scheduled' : 'live',
  };
}
