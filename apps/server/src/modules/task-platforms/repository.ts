import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskPlatformPrices, taskPlatforms, works } from '../../db/schema';

/**
 * The outer row's id, qualified by hand: drizzle writes bare column names in a one-table select, and a
 * bare "id" inside the subquery would name the work's own.
 */
const platformId = sql`${sql.identifier('task_platforms')}.${sql.identifier('id')}`;
/**
 * The highest share among the platform's published works (null without one): what its 最高 figure
 * says, read from the works instead of typed beside them. The (platform, share) index's last entries.
 */
const maxShareBps = sql<number | null>`(select max(${works.shareBps}) from ${works}
  where ${works.taskPlatformId} = ${platformId} and ${works.published})`;

/**
 * The card's text of the price version in force at `now` (null before the platform's first version):
 * the latest effective by then, the higher version winning a tie. One index probe per platform.
 */
const currentPriceDesc = (now: Date) => sql<string | null>`(select ${taskPlatformPrices.priceDesc} from ${taskPlatformPrices}
  where ${taskPlatformPrices.taskPlatformId} = ${platformId} and ${taskPlatformPrices.effectiveFrom} <= ${now.toISOString()}::timestamptz
  order by ${taskPlatformPrices.effectiveFrom} desc, ${taskPlatformPrices.version} desc limit 1)`;

/** The newest applied report date of the platform: one probe of settlement_imports_applied_idx. */
const dataUpTo = sql<string | null>`(select to_char(max(si.report_date), 'YYYY-MM-DD') from settlement_imports si
  where si.task_platform_id = ${platformId} and si.status = 'applied')`;

const enabledOrdered = (db: DbOrTx, now: Date, ...filters: SQL[]) =>
  db
    .select({ ...getTableColumns(taskPlatforms), maxShareBps, currentPriceDesc: currentPriceDesc(now), dataUpTo })
    .from(taskPlatforms)
    .where(and(eq(taskPlatforms.enabled, true), ...filters))
    .orderBy(asc(taskPlatforms.sort), asc(taskPlatforms.id));

export const taskPlatformsRepository = {
  page: (db: DbOrTx, now: Date, limit: number, offset: number) => enabledOrdered(db, now).limit(limit).offset(offset),

  filter(db: DbOrTx, now: Date, f: { promotionType?: number; settlementType?: number }) {
    const filters: SQL[] = [];
    if (f.promotionType !== undefined) filters.push(eq(taskPlatforms.promotionType, f.promotionType));
    if (f.settlementType !== undefined) filters.push(eq(taskPlatforms.settlementType, f.settlementType));
    return enabledOrdered(db, now, ...filters);
  },

  async find(db: DbOrTx, now: Date, id: number) {
    const [row] = await enabledOrdered(db, now, eq(taskPlatforms.id, id));
    return row ?? null;
  },
};
