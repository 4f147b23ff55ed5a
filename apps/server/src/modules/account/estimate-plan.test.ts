import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWork } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { createTestApp, type TestApp } from '../../../test/harness';
import { estimateQuery } from './income-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  const work = await createWork(t.db);
  for (const day of ['2026-03-01', '2026-03-02', '2026-03-03'])
    await createIncomeLine(t.db, {
      userId: user.id,
      workId: work.id,
      taskPlatformId: work.taskPlatformId,
      incomeDate: day,
      amount: 100,
    });
});
afterAll(() => t.close());

type PlanNode = { 'Relation Name'?: string; Plans?: PlanNode[] };
const relations = (n: PlanNode): string[] => [
  ...(n['Relation Name'] ? [n['Relation Name']] : []),
  ...(n.Plans ?? []).flatMap(relations),
];
/** A value as an SQL literal: the probe's values are strings. */
const literal = (v: unknown) => `'${String(v).replaceAll("'", "''")}'`;

describe('the estimate statement', () => {
  // Issue 20: a read's figures come from maintained rows, never a scan of the promoter's income lines per request
  // (the estimate's splits per work and per platform read income_day_splits, migration income_day_splits).
  it('reads the maintained day sums and splits, and no income line', async () => {
    const { sql: text, params } = estimateQuery(t.db).toSQL();
    const values: Record<string, string> = {
      tokenHash: 'f'.repeat(64),
      now: t.clock.now().toISOString(),
      from: '2026-02-01',
      windowStart: '2026-02-02',
      today: '2026-03-03',
    };
    const args = params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p)).join(', ');
    const plan = await t.db.transaction(async (tx) => {
      // One connection: a prepared statement is the connection's.
      await tx.execute(sql.raw(`prepare estimate_plan_probe as ${text}`));
      const result = await tx.execute(sql.raw(`explain (format json) execute estimate_plan_probe(${args})`));
      await tx.execute(sql`deallocate estimate_plan_probe`);
      const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
      return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }])[0].Plan;
    });
    const read = relations(plan);
    expect(read).toEqual(expect.arrayContaining(['income_days', 'income_day_splits']));
    expect(read).not.toContain('income_lines');
  });
});
