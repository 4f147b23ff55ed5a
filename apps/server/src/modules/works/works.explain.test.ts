import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { WorkSort } from '@tuike/contract/enums';
import { ZWorksListQuery } from '@tuike/contract/works';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTaskPlatform } from '../../../test/factories';
import { decodeCursor, encodeCursor } from './cursor';
import { worksRepository } from './repository';

/**
 * Fails when a list query stops being driven by an index: the plan PostgreSQL (or PGlite) makes for
 * each list shape must read `works` through an index, and the plain orders through their own index
 * with no sort on top (a sort reads every matching row, which is what made 1M works slow).
 *
 * Honest without forcing: the table gets 6,000 works and ANALYZE, enough that the planner itself
 * prefers the index over a scan; enable_seqscan stays on, so a missing index shows as a Seq Scan.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const p = await createTaskPlatform(t.db);
  await createTaskPlatform(t.db);
  await t.db.execute(sql`
    INSERT INTO works (type, title, cover, share_bps, task_platform_id, heat, is_recommended, published, published_at)
    SELECT 1 + i % 2,
      (ARRAY['霸道','总裁','重生','契约','甜妻','龙王','赘婿','神医'])[1 + i % 8]
        || (ARRAY['归来','逆袭','之恋','传奇','天下','小娇妻'])[1 + (i / 8) % 6] || i,
      '/media/cover.svg', 7000, ${p.id}::int, (i * 7919) % 1000000, i % 10 = 0, i % 20 <> 0,
      now() - make_interval(mins => i)
    FROM generate_series(1, 6000) AS i`);
  await t.db.execute(
    sql`INSERT INTO works (type, title, cover, share_bps, task_platform_id) VALUES (1, '稀世珍宝', '/c.svg', 7000, ${p.id}::int)`,
  );
  await t.db.execute(sql`ANALYZE works`);
});
afterAll(() => t.close());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

async function plan(query: Record<string, string>, cursor = false) {
  const q = ZWorksListQuery.parse(query);
  const after = cursor ? decodeCursor(encodeCursor(sampleCursor(q.sort)), q.sort) : null;
  const result = await t.db.execute(sql`EXPLAIN (FORMAT JSON) ${worksRepository.list(t.db, q, q.size + 1, 0, after)}`);
  const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
  const [root] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  // The plan is what one needs to see when an assertion fails; a passing run stays quiet.
  const shown = JSON.stringify(root.Plan, (k, v) =>
    [
      'Output',
      'Startup Cost',
      'Plan Width',
      'Parallel Aware',
      'Async Capable',
      'Parent Relationship',
      'Alias',
      'Scan Direction',
      'Inner Unique',
      'Join Type',
    ].includes(k)
      ? undefined
      : v,
  );
  onTestFailed(() => console.log(JSON.stringify(query), shown));
  return flatten(root.Plan);
}

function sampleCursor(sort: WorkSort) {
  const id = 3000;
  if (sort === 'new') return { sort, publishedAt: '2026-01-01 00:00:00+00', id };
  if (sort === 'hot') return { sort, heat: 500_000, id };
  return { sort, isRecommended: false, weight: 0, heat: 500_000, id };
}

const indexesOnWorks = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Index Name']?.startsWith('works_')).map((n) => n['Index Name']);
const scansWorks = (nodes: PlanNode[]) => nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'works');
const sorts = (nodes: PlanNode[]) => nodes.some((n) => /Sort/.test(n['Node Type']));

const ORDERS = [
  ['new', 'new'],
  ['hot', 'hot'],
  ['recommend', 'recommend'],
] as const;

describe('the works list queries use an index', () => {
  for (const [sort, name] of ORDERS) {
    for (const cursor of [false, true]) {
      it(`${sort}${cursor ? ' after a cursor' : ''}: works_${name}_idx, no sort`, async () => {
        const nodes = await plan({ sort }, cursor);
        expect(scansWorks(nodes)).toBe(false);
        expect(sorts(nodes)).toBe(false);
        expect(indexesOnWorks(nodes)).toContain(`works_${name}_idx`);
      });
      // With two types of about equal share the planner may as well walk the untyped index and skip
      // the other type; either order index is fine, a sort is not.
      it(`${sort} of one type${cursor ? ' after a cursor' : ''}: a ${name} index, no sort`, async () => {
        const nodes = await plan({ sort, type: '2' }, cursor);
        expect(scansWorks(nodes)).toBe(false);
        expect(sorts(nodes)).toBe(false);
        expect(indexesOnWorks(nodes).some((i) => i === `works_type_${name}_idx` || i === `works_${name}_idx`)).toBe(true);
      });
    }
  }

  it.each([
    ['a common word', { keyword: '总裁' }],
    ['a common word, typed and hot', { keyword: '总裁', type: '1', sort: 'hot' }],
    ['a rare word', { keyword: '珍宝' }],
    ['a one-character word', { keyword: '珍' }],
    ['a word with digits', { keyword: '5999' }],
    ['a task platform', { taskPlatformId: '1' }],
  ])('%s: an index, no scan of works', async (_, query) => {
    const nodes = await plan(query);
    expect(scansWorks(nodes)).toBe(false);
    expect(indexesOnWorks(nodes).length).toBeGreaterThan(0);
  });

  it('a rare word is found through the grams index', async () => {
    expect(indexesOnWorks(await plan({ keyword: '珍宝' }))).toContain('works_title_grams_idx');
  });
});
