import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let userId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  userId = user.id;
  const work = await createWork(t.db);
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-03'])
    await createIncomeLine(t.db, { userId, workId: work.id, taskPlatformId: work.taskPlatformId, incomeDate: day, amount: 100 });
  // The visibility map set, as autovacuum keeps it on a live database.
  await t.db.execute(sql`vacuum analyze income_days`);
});
afterAll(() => t.close());

describe("income_days' key", () => {
  // The income page's default range is every day of the promoter (figures.days in income-repository.ts): with the day's
  // amount in the key a range's sum reads the index alone, where it fetched one heap page per day (migration
  // income_days_covering; docs/PERFORMANCE.md).
  it("answers a range's sum from the index alone", async () => {
    const plan = await t.db.transaction(async (tx) => {
      // A three-row table is read whole by any plan; what is tested is the index the sum can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(
        sql`explain (format json) select coalesce(sum(x.amount), 0) from income_days x
          where x.user_id = ${userId} and x.income_date between '-infinity' and 'infinity'`,
      );
      const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
      return JSON.stringify(typeof cell === 'string' ? JSON.parse(cell) : cell);
    });
    expect(plan).toContain('"Node Type":"Index Only Scan"');
    expect(plan).toContain('"Relation Name":"income_days"');
  });
});
