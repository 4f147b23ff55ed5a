import { SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { shareOf, unitTimes } from '@tuike/contract/fee';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The promoter's amount of one report row under a price version: a share of the billed amount (CPS, CPM)
 * or the unit price times the count (CPA: new users; per task: orders, one when absent). Null when the
 * version carries no figure for the platform's rule. attribute.ts computes the same set-based in SQL for
 * whole imports (price-rule.test.ts holds the two equal); this one prices a row assigned by hand.
 */
export function amountOf(
  settlementType: number,
  price: { shareBps: number | null; unitPriceFen: number | null },
  row: { upstreamAmount: number; newUsers: number | null; orders: number | null },
): number | null {
  if (settlementType === SETTLEMENT_TYPE.cpa.value)
    return price.unitPriceFen === null ? null : unitTimes(row.newUsers ?? 0, price.unitPriceFen);
  if (settlementType === SETTLEMENT_TYPE.perTask.value)
    return price.unitPriceFen === null ? null : unitTimes(row.orders ?? 1, price.unitPriceFen);
  return price.shareBps === null ? null : shareOf(row.upstreamAmount, price.shareBps);
}

/**
 * shareOf in SQL, for set-based statements (the attribution's price, the staged rebates): the magnitude
 * rounded half up, the sign put back (so a refund mirrors its credit). In integers throughout: sign()
 * would answer a double.
 */
export const shareSql = (amount: SQL, bps: SQL): SQL =>
  sql`((case when ${amount} < 0 then -1 else 1 end) * ((abs(${amount}) * ${bps} + 5000) / 10000))`;
