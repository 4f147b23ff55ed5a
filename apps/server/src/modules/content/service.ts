import {
  type ArticleDetailQuery,
  type ArticleInput,
  type NoticeInput,
  type TutorialPageQuery,
  ZArticleInput,
  ZNoticeInput,
} from '@tuike/contract/content';
import type { Platform } from '@tuike/contract/constants';
import type { PageQuery } from '@tuike/contract/envelope';
import { compareVersions } from '@tuike/contract/version';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { authorize, promoter, type PromoterActor, scopeOf } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import {
  presentArticle,
  presentArticleDetail,
  presentLatestVersion,
  presentNotice,
  presentNoticeDetail,
  presentUpgradeNote,
} from './presenter';
import { hashToken, ownSessionPage } from '../session';
import { type AppVersionRow, type ArticleRow, contentRepository as repo } from './repository';
import { htmlToText, sanitizeRichHtml } from './sanitize';

const SUMMARY_CHARS = 60;
const summaryOf = async (summary: string, safeHtml: string) => summary || (await htmlToText(safeHtml)).slice(0, SUMMARY_CHARS);
/** A new row is published now unless scheduled; an edit keeps its date unless one is given. */
const publishedAtOf = (id: number | undefined, publishedAt: string | undefined, now: Date) =>
  publishedAt ? { publishedAt: new Date(publishedAt) } : id === undefined ? { publishedAt: now } : {};

/** Newest version first by its number, not by when it was entered. */
const byVersionDesc = (a: AppVersionRow, b: AppVersionRow) =>
  compareVersions(b.version, a.version) || b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** Groups FAQ entries by category, keeping the operator's order of first appearance. */
function groupByCategory(rows: ArticleRow[]): ArticleRow[] {
  const groups = new Map<string, ArticleRow[]>();
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return [...groups.values()].flat();
}

export const contentService = {
  /** Notices are public; a logged-in reader also sees their own read marks. */
  /**
   * Notices, with the read marks of a live token's user: the session check and the page in one statement
   * (noticePageInSession in the repository), plus the session's once-a-minute touch. No token, or one that
   * is not live, reads as a visitor (session null).
   */
  async noticePage({ db, clock }: Deps, q: PageQuery, token: string | null) {
    const now = clock.now();
    if (token) {
      const found = await ownSessionPage(
        db,
        now,
        q,
        (limit, offset) => repo.noticePageInSession(db, hashToken(token), now, limit, offset),
        (row, userId) => {
          const actor = promoter(userId);
          authorize(actor, 'read', { kind: 'content' });
          // The read marks are the token's user's: the statement joins them by the session's user.
          scopeOf(actor, 'read', 'noticeRead');
          return presentNotice(row);
        },
      );
      if (found) return found;
    }
    authorize(null, 'read', { kind: 'content' });
    return { session: null, data: await paged(q, (limit, offset) => repo.noticePage(db, now, limit, offset), presentNotice) };
  },

  /** Opening a notice marks it read for a logged-in user. */
  async noticeDetail({ db, clock }: Deps, id: number, actor: PromoterActor | null) {
    authorize(actor, 'read', { kind: 'content' });
    const userId = actor ? scopeOf(actor, 'mark', 'noticeRead').ownerId : null;
    const now = clock.now();
    const notice = await repo.findNotice(db, id, userId, now);
    if (!notice) throw notFound('公告不存在或已下架');
    if (userId !== null && !notice.read) await repo.markNoticeRead(db, userId, id, now);
    return presentNoticeDetail({ ...notice, read: userId !== null });
  },

  tutorialPage({ db, clock }: Deps, q: TutorialPageQuery) {
    const now = clock.now();
    return paged(q, (limit, offset) => repo.tutorialPage(db, q.category || undefined, now, limit, offset), presentArticle);
  },

  tutorialCategories({ db, clock }: Deps) {
    return repo.tutorialCategories(db, clock.now());
  },

  async articleDetail({ db, clock }: Deps, q: ArticleDetailQuery) {
    // The query schema requires an id or a kind.
    const by = q.id !== undefined ? { id: q.id } : { kind: q.kind! };
    const row = await repo.findArticle(db, by, clock.now());
    if (!row) throw notFound('文章不存在或已下架');
    return presentArticleDetail(row);
  },

  async faq({ db, clock }: Deps, keyword: string | undefined) {
    return groupByCategory(await repo.faq(db, keyword || undefined, clock.now())).map(presentArticleDetail);
  },

  async upgradeNotes({ db, clock }: Deps, platform: Platform) {
    return (await repo.appVersions(db, platform, clock.now())).sort(byVersionDesc).map(presentUpgradeNote);
  },

  /**
   * The highest released version. `force` is also true when the caller's version is known and a
   * forced release lies between it and the latest: skipping a release never skips its force.
   */
  async latestVersion({ db, clock }: Deps, platform: Platform, installed: string | undefined) {
    const versions = (await repo.appVersions(db, platform, clock.now())).sort(byVersionDesc);
    const latest = versions[0];
    if (!latest) return null;
    const newer = installed === undefined ? [latest] : versions.filter((v) => compareVersions(v.version, installed) > 0);
    return presentLatestVersion(
      latest,
      newer.some((v) => v.force),
    );
  },

  /** The seed's save, through the operator's path (`writeArticle`), so demo HTML is sanitised like theirs. */
  async saveArticle(db: DbOrTx, input: ArticleInput, now: Date) {
    return presentArticleDetail(await writeArticle(db, input, now));
  },

  async saveNotice(db: DbOrTx, input: NoticeInput, now: Date) {
    return presentNoticeDetail({ ...(await writeNotice(db, input, now)), read: false });
  },
};

/** Creates (no id) or updates an article; its HTML is sanitised here, before it is stored. */
export async function writeArticle(db: DbOrTx, input: ArticleInput, now: Date) {
  const { id, publishedAt, ...a } = ZArticleInput.parse(input);
  const contentHtml = await sanitizeRichHtml(a.contentHtml);
  const values = { ...a, contentHtml, summary: await summaryOf(a.summary, contentHtml), ...publishedAtOf(id, publishedAt, now) };
  const row = id === undefined ? await repo.insertArticle(db, values) : await repo.updateArticle(db, id, values);
  if (!row) throw notFound('文章不存在或已下架');
  return row;
}

/** Creates (no id) or updates a notice; its HTML is sanitised here, before it is stored. */
export async function writeNotice(db: DbOrTx, input: NoticeInput, now: Date) {
  const { id, publishedAt, ...n } = ZNoticeInput.parse(input);
  const contentHtml = await sanitizeRichHtml(n.contentHtml);
  const values = { ...n, contentHtml, summary: await summaryOf(n.summary, contentHtml), ...publishedAtOf(id, publishedAt, now) };
  const row = id === undefined ? await repo.insertNotice(db, values) : await repo.updateNotice(db, id, values);
  if (!row) throw notFound('公告不存在或已下架');
  return row;
}
