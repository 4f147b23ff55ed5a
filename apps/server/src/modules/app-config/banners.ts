import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';

/** Banners the app shows at `now`: enabled, and inside the operator's window (either end may be open). */
const shownAt = (now: Date) =>
  and(
    eq(banners.enabled, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  );

/** The home's banners as the app shows them: those shown now, by the operator's order. */
export async function listBanners(db: DbOrTx, now: Date) {
  const rows = await db.select().from(banners).where(shownAt(now)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(({ id, title, image, linkType, link }) => ({ id, title, image, linkType, link }));
}

/** The banner home shows first, which the served document paints in its static shell (lib/web-app.ts). */
export async function firstBanner(db: DbOrTx, now: Date): Promise<{ src: string; alt: string } | null> {
  const [first] = await db
    .select({ src: banners.image, alt: banners.title })
    .from(banners)
    .where(shownAt(now))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(1);
  return first ?? null;
}
