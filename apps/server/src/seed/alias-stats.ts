import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ALIAS_STATE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import type { Tx } from '../db/client';
import { aliasDailyStats, taskPlatforms, worksAliases } from '../db/schema';
import { priceVersionAt } from '../modules/catalogue-admin';
import { addDays, ymdOperator } from '../lib/time';
import type { Random } from './random';

/** Days of upstream reports (拉新) the demo promoter's aliases have. */
const STATS_DAYS = 60;
const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Upstream-reported new users and income (fen) per day for the promoter's back-filled aliases (no
 * back-fill, no settlement): from the day of the first back-fill until yesterday (reports arrive T+1) or
 * the alias's expiry, some days quiet. On a CPA platform the income is the new users at the platform's
 * price, what its report pays (seed/income.ts files these figures as the reports' rows); elsewhere it is
 * a share of the new users' recharges.
 */
export async function seedAliasStats(tx: Tx, userId: number, now: Date, rnd: Random) {
  const aliases = await tx
    .select({
      id: worksAliases.id,
      backfilledAt: worksAliases.backfilledAt,
      expiredAt: worksAliases.expiredAt,
      taskPlatformId: worksAliases.taskPlatformId,
      settlementType: taskPlatforms.settlementType,
    })
    .from(worksAliases)
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
    .where(
      and(
        eq(worksAliases.userId, userId),
        inArray(worksAliases.state, [ALIAS_STATE.active.value, ALIAS_STATE.expired.value]),
        isNotNull(worksAliases.backfilledAt),
      ),
    )
    .orderBy(asc(worksAliases.id));
  const yesterday = addDays(ymdOperator(now), -1);
  const rows: (typeof aliasDailyStats.$inferInsert)[] = [];
  for (const alias of aliases) {
    if (!alias.backfilledAt) continue;
    const unitPrice =
      alias.settlementType === SETTLEMENT_TYPE.cpa.value
        ? ((await priceVersionAt(tx, alias.taskPlatformId, now))?.unitPriceFen ?? null)
        : null;
    // YYYY-MM-DD strings order as the days do.
    const from = maxDay(ymdOperator(alias.backfilledAt), addDays(yesterday, 1 - STATS_DAYS));
    const to = alias.expiredAt ? minDay(ymdOperator(alias.expiredAt), yesterday) : yesterday;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (rnd.next() < 0.25) continue;
      const newUsers = 1 + rnd.int(12);
      const perUser = 180 + rnd.int(220);
      rows.push({ aliasId: alias.id, userId, statDate: day, newUsers, income: newUsers * (unitPrice ?? perUser) });
    }
  }
  if (rows.length) await tx.insert(aliasDailyStats).values(rows);
}
