import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';

/** The home's banners as the app shows them: enabled ones, by the operator's order. */
export async function listBanners(db: DbOrTx) {
  const rows = await db.select().from(banners).where(eq(banners.enabled, true)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(({ id, title, image, linkType, link }) => ({ id, title, image, linkType, link }));
}

/** The banner home shows first, which the served document paints in its static shell (lib/web-app.ts). */
export async function firstBanner(db: DbOrTx): Promise<{ src: string; alt: string } | null> {
  const [first] = await db
    .select({ src: banners.image, alt: banners.title })
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(1);
  return first ?? null;
}
