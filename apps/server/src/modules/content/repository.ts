import { and, asc, desc, eq, ilike, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appVersions, articles, noticeReads, notices } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';
import { sessionColumns, sessionCte, type SessionRow } from '../session';
import { containing } from '../../lib/like';

export type NoticeRow = typeof notices.$inferSelect & { read: boolean };
/** What the notice list shows of a notice: never its body, which only the detail reads. */
export type NoticeListRow = Pick<NoticeRow, 'id' | 'title' | 'summary' | 'pinned' | 'publishedAt' | 'read'>;
export type ArticleRow = typeof articles.$inferSelect;
export type AppVersionRow = typeof appVersions.$inferSelect;

/** Published and due: the operator may schedule a row for later. */
const liveNotice = (now: Date) => and(eq(notices.published, true), lte(notices.publishedAt, now));
const liveArticle = (now: Date) => and(eq(articles.published, true), lte(articles.publishedAt, now));

/** `read` is computed only for a logged-in user; a visitor never has read marks. */
function noticeColumns(userId: number | null) {
  const read = userId === null ? sql<boolean>`false` : sql<boolean>`(${noticeReads.userId} is not null)`;
  return { notice: notices, read };
}

function selectNotices(db: DbOrTx, userId: number | null) {
  const q = db.select(noticeColumns(userId)).from(notices);
  return userId === null ? q : q.leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)));
}

const flatten = (r: { notice: typeof notices.$inferSelect; read: boolean }): NoticeRow => ({
  ...r.notice,
  read: Boolean(r.read),
});

/**
 * The token's live session and a page of the notices with its user's read marks, in ONE statement (the
 * session check inside it): the page is left-joined to the session, so a live session with no notices is
 * still one row (notice null), and no row means the token is not live. Exported unprepared for the test that
 * holds it to one plan (notice-plan.test.ts).
 */
export const noticePageQuery = (db: DbOrTx) => {
  const session = sessionCte(db);
  const page = db.$with('page').as(
    db
      .select({
        // The list's columns only: each notice's HTML body would cross the wire on every page read for nothing.
        notice: {
          id: notices.id,
          title: notices.title,
          summary: notices.summary,
          pinned: notices.pinned,
          publishedAt: notices.publishedAt,
        },
      })
      .from(notices)
      .where(and(eq(notices.published, true), lte(notices.publishedAt, sql.placeholder('now'))))
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return (
    db
      .with(session, page)
      .select({
        session: sessionColumns(session),
        notice: page.notice,
        // Read marks of the page's rows only, outside the page's limit: inside it, the plan made without the
        // parameters' values priced a read test per skipped row of an assumed offset, so PostgreSQL planned the
        // statement anew on every request (bind ≈ 0.25 ms against an execute of 0.04 ms).
        read: sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${page.notice.id}
          and ${noticeReads.userId} = ${session.userId})`,
      })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.notice.pinned), desc(page.notice.publishedAt), desc(page.notice.id))
  );
};
/** The hot form: prepared once per database handle (`prepareOnce`), named, so planned once per connection. */
const noticePageStatement = (db: DbOrTx) => noticePageQuery(db).prepare('notices_page_in_session');

export const contentRepository = {
  /** The live session of `tokenHash` at `now` with a page of notices and its read marks; no rows: the token is not live. */
  async noticePageInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; item: NoticeListRow | null }[]> {
    const rows = await prepareOnce(db, noticePageStatement).execute({ tokenHash, now, limit, offset });
    return rows.map((r) => ({ session: r.session, item: r.notice && { ...r.notice, read: Boolean(r.read) } }));
  },

  /** A page of the notices as a visitor reads them (no read marks). */
  async noticePage(db: DbOrTx, now: Date, limit: number, offset: number) {
    const rows = await selectNotices(db, null)
      .where(liveNotice(now))
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset);
    return rows.map(flatten);
  },

  async findNotice(db: DbOrTx, id: number, userId: number | null, now: Date) {
    const [row] = await selectNotices(db, userId).where(and(eq(notices.id, id), liveNotice(now)));
    return row ? flatten(row) : null;
  },

  async markNoticeRead(db: DbOrTx, userId: number, noticeId: number, now: Date) {
    await db.insert(noticeReads).values({ userId, noticeId, readAt: now }).onConflictDoNothing();
  },

  tutorialPage(db: DbOrTx, category: string | undefined, now: Date, limit: number, offset: number) {
    const filters: (SQL | undefined)[] = [eq(articles.kind, 'tutorial'), liveArticle(now)];
    if (category) filters.push(eq(articles.category, category));
    return db
      .select()
      .from(articles)
      .where(and(...filters))
      .orderBy(asc(articles.sort), desc(articles.publishedAt), asc(articles.id))
      .limit(limit)
      .offset(offset);
  },

  async tutorialCategories(db: DbOrTx, now: Date): Promise<string[]> {
    const first = min(articles.sort);
    const rows = await db
      .select({ category: articles.category, first })
      .from(articles)
      .where(and(eq(articles.kind, 'tutorial'), liveArticle(now), sql`${articles.category} <> ''`))
      .groupBy(articles.category)
      .orderBy(asc(first), asc(articles.category));
    return rows.map((r) => r.category);
  },

  async findArticle(db: DbOrTx, by: { id: number } | { kind: ArticleRow['kind'] }, now: Date) {
    const match = 'id' in by ? eq(articles.id, by.id) : eq(articles.kind, by.kind);
    const [row] = await db
      .select()
      .from(articles)
      .where(and(match, liveArticle(now)))
      .orderBy(asc(articles.sort), asc(articles.id))
      .limit(1);
    return row ?? null;
  },

  /** FAQ entries, optionally those whose title or visible body text contains the keyword. */
  faq(db: DbOrTx, keyword: string | undefined, now: Date) {
    const filters: (SQL | undefined)[] = [eq(articles.kind, 'faq'), liveArticle(now)];
    if (keyword) {
      const pattern = containing(keyword);
      const bodyText = sql`regexp_replace(${articles.contentHtml}, '<[^>]*>', '', 'g')`;
      filters.push(or(ilike(articles.title, pattern), ilike(bodyText, pattern)));
    }
    return db
      .select()
      .from(articles)
      .where(and(...filters))
      .orderBy(asc(articles.sort), asc(articles.id));
  },

  appVersions(db: DbOrTx, platform: string, now: Date): Promise<AppVersionRow[]> {
    return db
      .select()
      .from(appVersions)
      .where(and(eq(appVersions.platform, platform), lte(appVersions.publishedAt, now)));
  },

  async insertArticle(db: DbOrTx, values: typeof articles.$inferInsert) {
    const [row] = await db.insert(articles).values(values).returning();
    return row;
  },

  async updateArticle(db: DbOrTx, id: number, values: Partial<typeof articles.$inferInsert>) {
    const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
    return row ?? null;
  },

  async insertNotice(db: DbOrTx, values: typeof notices.$inferInsert) {
    const [row] = await db.insert(notices).values(values).returning();
    return row;
  },

  async updateNotice(db: DbOrTx, id: number, values: Partial<typeof notices.$inferInsert>) {
    const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning();
    return row ?? null;
  },
};
