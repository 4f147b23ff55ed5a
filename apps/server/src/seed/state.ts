import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operators, settings, users, works } from '../db/schema';

/**
 * What the server's start asks of the seed on every restart, apart from the seed's own code (index.ts and
 * the data and art under it, ≈ 220 kB of the bundle): that is loaded only when there is something to seed.
 */

export const SEEDED_KEY = 'seeded_at';

/**
 * True when nothing has been written yet: no promoter, no work, no setting, no console account (one
 * made with `npm run admin:create` before the first start means a real installation, and the demo
 * operators would clash with its name).
 */
export async function isEmpty(db: Db) {
  for (const table of [users, works, settings, operators]) {
    const rows = await db
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (rows.length) return false;
  }
  return true;
}

/** Whether this database holds the demo data (and so the published demo login). */
export async function hasDemoData(db: Db) {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEEDED_KEY));
  return row !== undefined;
}
