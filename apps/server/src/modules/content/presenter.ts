import type { Article, ArticleDetail, LatestVersion, Notice, NoticeDetail, UpgradeNote } from '@tuike/contract/content';
import { isoOperator } from '../../lib/time';
import type { AppVersionRow, ArticleRow, NoticeListRow, NoticeRow } from './repository';

export function presentNotice(n: NoticeListRow): Notice {
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    pinned: n.pinned,
    publishedAt: isoOperator(n.publishedAt),
    read: n.read,
  };
}

export function presentNoticeDetail(n: NoticeRow): NoticeDetail {
  return { ...presentNotice(n), contentHtml: n.contentHtml };
}

export function presentArticle(a: ArticleRow): Article {
  return {
    id: a.id,
    kind: a.kind,
    category: a.category,
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    videoUrl: a.videoUrl,
    publishedAt: isoOperator(a.publishedAt),
  };
}

export function presentArticleDetail(a: ArticleRow): ArticleDetail {
  return { ...presentArticle(a), contentHtml: a.contentHtml };
}

export function presentUpgradeNote(v: AppVersionRow): UpgradeNote {
  return { id: v.id, version: v.version, notes: v.notes, force: v.force, publishedAt: isoOperator(v.publishedAt) };
}

export function presentLatestVersion(v: AppVersionRow, force: boolean): LatestVersion {
  return { currentVersion: v.version, url: v.url, notes: v.notes, force };
}
