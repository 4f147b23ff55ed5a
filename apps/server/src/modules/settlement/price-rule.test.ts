import { SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { amountSql } from './attribute';
import { amountOf } from './price-rule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Awkward rows: 1 fen, exact halves either way, refunds, large amounts, missing counts. */
const ROWS = [
  { upstreamAmount: 1, newUsers: 1, orders: null },
  { upstreamAmount: 5, newUsers: 0, orders: 2 },
  { upstreamAmount: -5, newUsers: -1, orders: 1 },
  { upstreamAmount: 15, newUsers: null, orders: null },
  { upstreamAmount: -15, newUsers: 3, orders: 0 },
  { upstreamAmount: 1234, newUsers: 7, orders: 3 },
  { upstreamAmount: -350, newUsers: -2, orders: null },
  { upstreamAmount: 9_007_199_254_740, newUsers: 100_000, orders: 1 },
];
const PRICES = [
  { shareBps: 7000, unitPriceFen: 350 },
  { shareBps: 5000, unitPriceFen: 1 },
  { shareBps: 3333, unitPriceFen: 0 },
  { shareBps: 10_000, unitPriceFen: 99_999 },
  { shareBps: 1, unitPriceFen: 250 },
];

describe('the price rule in SQL (whole imports) and in TypeScript (rows assigned by hand)', () => {
  it.each(Object.entries(SETTLEMENT_TYPE))('agree on every awkward row for %s', async (_name, { value }) => {
    for (const price of PRICES) {
      const rows = ROWS.map((r) => sql`(${r.upstreamAmount}::bigint, ${r.newUsers}::int, ${r.orders}::int)`);
      const res = await t.db.execute<{ a: string }>(sql`
        select (${amountSql(value)})::text as a
        from (values ${sql.join(rows, sql`, `)}) as r(upstream_amount, new_users, orders)
        cross join (values (${price.shareBps}::int, ${price.unitPriceFen}::int)) as v(share_bps, unit_price_fen)`);
      expect(res.rows.map((r) => Number(r.a))).toEqual(ROWS.map((r) => amountOf(value, price, r)));
    }
  });
});
