import type { ContentState } from '@tuike/contract/admin-content';
import type { ArticleKind } from '@tuike/contract/enums';
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { appVersions, articles, banners, noticeReads, notices } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { containing } from '../../lib/like';

export type BannerRow = typeof banners.$inferSelect;
export type NoticeAdminRow = typeof notices.$inferSelect;
export type ArticleAdminRow = typeof articles.$inferSelect;
export type AppVersionAdminRow = typeof appVersions.$inferSelect;

const titleLike = (column: typeof banners.title | typeof notices.title | typeof articles.title, keyword?: string) =>
  keyword ? ilike(column, containing(keyword)) : undefined;

/** A banner's state for the app at `now`, in SQL (the same rule as `bannerState` in admin-presenter.ts). */
function bannerStateIs(state: ContentState, now: Date): SQL | undefined {
  const on = eq(banners.enabled, true);
  const started = or(isNull(banners.startsAt), lte(banners.startsAt, now));
  const notEnded = or(isNull(banners.endsAt), gt(banners.endsAt, now));
  if (state === 'off') return not(on);
  if (state === 'scheduled') return and(on, isNotNull(banners.startsAt), gt(banners.startsAt, now));
  if (state === 'ended') return and(on, started, isNotNull(banners.endsAt), lte(banners.endsAt, now));
  return and(on, started, notEnded);
}

/** A notice's or article's state at `now`; they have no end, so `ended` matches nothing. */
function publishedStateIs(table: typeof notices | typeof articles, state: ContentState, now: Date): SQL | undefined {
  if (state === 'off') return eq(table.published, false);
  if (state === 'scheduled') return and(eq(table.published, true), gt(table.publishedAt, now));
  if (state === 'ended') return sql`false`;
  return and(eq(table.published, true), lte(table.publishedAt, now));
}

/** The console's reads and writes of content rows; every write runs in the caller's transaction. */
export const contentAdminRepository = {
  bannerPage(
    db: DbOrTx,
    f: { state?: ContentState | undefined; keyword?: string | undefined },
    now: Date,
    limit: number,
    offset: number,
  ) {
    return db
      .select()
      .from(banners)
      .where(and(f.state ? bannerStateIs(f.state, now) : undefined, titleLike(banners.title, f.keyword)))
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(limit)
      .offset(offset);
  },

  /** One banner; `lock` holds the row until the transaction ends, so its audited "before" is the one replaced. */
  async banner(db: DbOrTx, id: number, lock = false) {
    const q = db.select().from(banners).where(eq(banners.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ?? null;
  },

  async insertBanner(tx: Tx, values: typeof banners.$inferInsert) {
    return firstRow(await tx.insert(banners).values(values).returning(), 'insert into banners');
  },

  async updateBanner(tx: Tx, id: number, values: Partial<typeof banners.$inferInsert>) {
    return firstRow(await tx.update(banners).set(values).where(eq(banners.id, id)).returning(), 'update of banners');
  },

  async deleteBanner(tx: Tx, id: number) {
    await tx.delete(banners).where(eq(banners.id, id));
  },

  /** Banners whose link opens this article by id, which deleting the article would leave leading nowhere. */
  async bannersLinkingArticle(db: DbOrTx, articleId: number) {
    return db
      .select({ id: banners.id, title: banners.title })
      .from(banners)
      .where(and(eq(banners.linkType, 'article'), eq(banners.link, String(articleId))));
  },

  noticePage(
    db: DbOrTx,
    f: { state?: ContentState | undefined; keyword?: string | undefined },
    now: Date,
    limit: number,
    offset: number,
  ) {
    return db
      .select()
      .from(notices)
      .where(and(f.state ? publishedStateIs(notices, f.state, now) : undefined, titleLike(notices.title, f.keyword)))
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset);
  },

  async notice(db: DbOrTx, id: number, lock = false) {
    const q = db.select().from(notices).where(eq(notices.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ?? null;
  },

  async setNoticePublished(tx: Tx, id: number, published: boolean) {
    return firstRow(await tx.update(notices).set({ published }).where(eq(notices.id, id)).returning(), 'update of notices');
  },

  /** A notice goes with its read marks, which reference it. */
  async deleteNotice(tx: Tx, id: number) {
    await tx.delete(noticeReads).where(eq(noticeReads.noticeId, id));
    await tx.delete(notices).where(eq(notices.id, id));
  },

  articlePage(
    db: DbOrTx,
    f: {
      kind?: ArticleKind | undefined;
      category?: string | undefined;
      state?: ContentState | undefined;
      keyword?: string | undefined;
    },
    now: Date,
    limit: number,
    offset: number,
  ) {
    return db
      .select()
      .from(articles)
      .where(
        and(
          f.kind ? eq(articles.kind, f.kind) : undefined,
          f.category ? eq(articles.category, f.category) : undefined,
          f.state ? publishedStateIs(articles, f.state, now) : undefined,
          titleLike(articles.title, f.keyword),
        ),
      )
      .orderBy(asc(articles.kind), asc(articles.sort), desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset);
  },

  /** Categories of one kind, by their first row's position (the order the app shows them in). */
  async articleCategories(db: DbOrTx, kind: ArticleKind): Promise<string[]> {
    const first = sql`min(${articles.sort})`;
    const rows = await db
      .select({ category: articles.category })
      .from(articles)
      .where(and(eq(articles.kind, kind), sql`${articles.category} <> ''`))
      .groupBy(articles.category)
      .orderBy(asc(first), asc(articles.category));
    return rows.map((r) => r.category);
  },

  async article(db: DbOrTx, id: number, lock = false) {
    const q = db.select().from(articles).where(eq(articles.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ?? null;
  },

  async setArticlePublished(tx: Tx, id: number, published: boolean) {
    return firstRow(await tx.update(articles).set({ published }).where(eq(articles.id, id)).returning(), 'update of articles');
  },

  async deleteArticle(tx: Tx, id: number) {
    await tx.delete(articles).where(eq(articles.id, id));
  },

  /** Newest version number first, compared part by part as numbers (1.0.100 after 1.0.99). */
  versionPage(db: DbOrTx, platform: string | undefined, limit: number, offset: number) {
    return db
      .select()
      .from(appVersions)
      .where(platform ? eq(appVersions.platform, platform) : undefined)
      .orderBy(
        asc(appVersions.platform),
        desc(sql`string_to_array(${appVersions.version}, '.')::int[]`),
        desc(appVersions.publishedAt),
        desc(appVersions.id),
      )
      .limit(limit)
      .offset(offset);
  },

  async version(db: DbOrTx, id: number, lock = false) {
    const q = db.select().from(appVersions).where(eq(appVersions.id, id));
    const [row] = await (lock ? q.for('update') : q);
    return row ?? null;
  },

  /** Every release of a platform, to find one with an equal number (1.0 = 1.0.0), which a unique index cannot. */
  versionsOf(tx: Tx, platform: string) {
    return tx
      .select({ id: appVersions.id, version: appVersions.version })
      .from(appVersions)
      .where(eq(appVersions.platform, platform));
  },

  /**
   * Serialises saves of one platform's releases across nodes until the transaction ends: the check
   * for an equal version number and the write must not interleave with another save's.
   */
  async lockPlatformReleases(tx: Tx, platform: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`app_versions:${platform}`}))`);
  },

  async insertVersion(tx: Tx, values: typeof appVersions.$inferInsert) {
    return firstRow(await tx.insert(appVersions).values(values).returning(), 'insert into app_versions');
  },

  async updateVersion(tx: Tx, id: number, values: Partial<typeof appVersions.$inferInsert>) {
    return firstRow(await tx.update(appVersions).set(values).where(eq(appVersions.id, id)).returning(), 'update of app_versions');
  },

  async deleteVersion(tx: Tx, id: number) {
    await tx.delete(appVersions).where(eq(appVersions.id, id));
  },
};
