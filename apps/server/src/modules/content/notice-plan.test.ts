import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { noticePageQuery } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A value as an SQL literal: the probe's few values are strings, numbers and booleans. */
const literal = (v: unknown) => (typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : String(v));

describe('the notice page statement with a token', () => {
  // PostgreSQL plans a prepared statement for its values five times, then keeps the plan made without them when
  // that plan is no dearer. Priced dearer, as when the page's read test ran inside its limit, every request was
  // planned again: a bind of ≈ 0.25 ms against an execute of 0.04 ms (docs/PERFORMANCE.md, the quiet hour's reads).
  it('is planned once for all requests, not anew for each', async () => {
    const { sql: text, params } = noticePageQuery(t.db).toSQL();
    const values: Record<string, unknown> = { tokenHash: 'f'.repeat(64), now: t.clock.now().toISOString(), limit: 11, offset: 0 };
    const args = params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p)).join(', ');
    const plans = await t.db.transaction(async (tx) => {
      // One connection: a prepared statement and its plan counts are the connection's.
      await tx.execute(sql.raw(`prepare notice_plan_probe as ${text}`));
      for (let i = 0; i < 8; i++) await tx.execute(sql.raw(`execute notice_plan_probe(${args})`));
      const counts = await tx.execute<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'notice_plan_probe'`,
      );
      await tx.execute(sql`deallocate notice_plan_probe`);
      return counts.rows[0];
    });
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });
});
