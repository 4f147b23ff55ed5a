import * as drizzleOrm from 'drizzle-orm';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import * as schema from '../db/schema';
import { taskPlatforms, works, worksAliases } from '../db/schema';
import { sessionColumns, sessionCte, sessionUser } from '../modules/session';
import { compileRowMapper, prepareOnce } from './prepared';

// Statements are only built and prepared here, never run: a mock handle is enough.
const db = drizzle.mock({ schema }) as unknown as DbOrTx;
type Internals = { fields: { path: string[]; field: unknown }[]; joinsNotNullableMap?: Record<string, boolean> };
const internalsOf = (prepared: unknown) => prepared as Internals;
/** drizzle's own row mapping, which the compiled one replaces: exported, though internal in its types. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: Internals['fields'], row: unknown[], joins?: Record<string, boolean>) => unknown;
};

/** The shapes of the hot statements: a session CTE left-joined to a page, nested objects, sql fields, inner joins. */
const shapes: Record<string, (d: DbOrTx) => unknown> = {
  'session CTE left-joined to a page of a table with joins': (d) => {
    const session = sessionCte(d);
    const page = d.$with('page').as(
      d
        .select({ alias: getTableColumns(worksAliases), workTitle: works.title, platform: taskPlatforms.name })
        .from(worksAliases)
        .innerJoin(works, eq(works.id, worksAliases.workId))
        .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
        .where(eq(worksAliases.userId, sessionUser(session))),
    );
    return d
      .with(session, page)
      .select({
        session: sessionColumns(session),
        alias: page.alias,
        work: { workTitle: page.workTitle, taskPlatformName: page.platform },
      })
      .from(session)
      .leftJoin(page, sql`true`)
      .prepare('test_cte_page');
  },
  'a table, a left-joined table and sql fields': (d) =>
    d
      .select({
        alias: worksAliases,
        work: works,
        n: sql<number>`count(*)`.mapWith(Number),
        label: sql<string>`'x'`.as('label'),
      })
      .from(worksAliases)
      .leftJoin(works, eq(works.id, worksAliases.workId))
      .prepare('test_left_join'),
  'a mixed object: columns of two tables under one key': (d) =>
    d
      .select({ both: { title: works.title, alias: worksAliases.alias }, id: worksAliases.id })
      .from(worksAliases)
      .leftJoin(works, eq(works.id, worksAliases.workId))
      .prepare('test_mixed'),
};

/** A value as the driver hands it over in array mode: text for timestamps, numbers for integers. */
function driverValue(field: unknown, seed: number): unknown {
  const type = (field as { columnType?: string }).columnType;
  if (seed % 4 === 0) return null;
  if (type === 'PgTimestamp') return `2026-11-${10 + (seed % 18)} 0${seed % 10}:11:12.${seed}+00`;
  if (type === 'PgText') return `text ${seed}`;
  if (type === 'PgBoolean') return seed % 2 === 0;
  return String(seed);
}

describe('compiled row mapping', () => {
  for (const [name, build] of Object.entries(shapes)) {
    it(`answers what drizzle's mapResultRow answers: ${name}`, () => {
      const { fields, joinsNotNullableMap } = internalsOf(build(db));
      const mapRow = compileRowMapper(fields, joinsNotNullableMap);
      expect(mapRow).not.toBeNull();
      for (let seed = 0; seed < 40; seed++) {
        // Every cell null, none, and mixes: the nullable joined objects must go null exactly when drizzle's do.
        const row = fields.map(({ field }, i) =>
          seed === 0 ? null : seed === 1 ? driverValue(field, 5 + i) : driverValue(field, seed * 7 + i),
        );
        const expected = mapResultRow(fields, row, joinsNotNullableMap);
        const actual = mapRow?.(row);
        expect(actual).toEqual(expected);
        // The same keys in the same order, nested objects included.
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      }
    });
  }

  it('is what a prepared select executes with, once per handle', () => {
    const prepared = prepareOnce(db, shapes['a table, a left-joined table and sql fields'] as (d: DbOrTx) => object);
    expect((prepared as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    expect(prepareOnce(db, shapes['a table, a left-joined table and sql fields'] as (d: DbOrTx) => object)).toBe(prepared);
  });

  it("keeps drizzle's mapping for a key an object literal would read differently", () => {
    const { fields, joinsNotNullableMap } = internalsOf(
      db.select({ constructor: works.id }).from(works).prepare('test_inherited_key'),
    );
    expect(compileRowMapper(fields, joinsNotNullableMap)).toBeNull();
  });
});
