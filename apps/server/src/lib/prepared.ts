import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

const statements = new WeakMap<object, WeakMap<DbOrTx, unknown>>();

/**
 * A hot statement built once per database handle instead of on every request: drizzle then skips
 * rebuilding the SQL text, and on PostgreSQL a named statement is parsed and planned once per
 * connection. Keyed by handle because tests and second nodes open many databases in one process.
 * A prepared select also gets its row mapping compiled (`compileRowMapper`).
 */
export function prepareOnce<S>(db: DbOrTx, build: (db: DbOrTx) => S): S {
  let perDb = statements.get(build);
  if (!perDb) statements.set(build, (perDb = new WeakMap()));
  let statement = perDb.get(db) as S | undefined;
  if (statement === undefined) perDb.set(db, (statement = withCompiledRows(build(db))));
  return statement;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };
/**
 * What drizzle's prepared query (both drivers, drizzle-orm 0.45) keeps of a select and reads in `execute`:
 * private in its types. With a `customResultMapper` it hands that function the array-mode rows instead of
 * mapping each through `mapResultRow`.
 */
type PreparedInternals = {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

function withCompiledRows<S>(statement: S): S {
  if (!is(statement, PgPreparedQuery)) return statement;
  const internals = statement as unknown as PreparedInternals;
  if (!internals.fields || internals.customResultMapper) return statement;
  const mapRow = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  if (mapRow) internals.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

/** drizzle's decoder of a selected field, as `mapResultRow` picks it (`decoder` is internal in its types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

type Tree = Map<string, number | Tree>;

/**
 * drizzle's `mapResultRow` (drizzle-orm/utils.js) specialised to one statement's selection: what it works
 * out for every cell of every row (which decoder, where in the nested object, whether a left-joined
 * object is all null) is worked out once, into one function that builds each row as an object literal.
 * It answers the same objects: each value through its column's own decoder, the nesting and key order
 * of the selection, and an object of a nullable joined table null when its first column's value is (drizzle's
 * rule, which looks at that column only). `lib/prepared.test.ts` compares the two on every hot statement.
 * Null (keep drizzle's mapping) for a key an object literal would not treat as drizzle does.
 */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((row: unknown[]) => Record<string, unknown>) | null {
  const tree: Tree = new Map();
  // Per top-level object with columns of a joined table: its first such column and whether it can be null.
  const nullable = new Map<string, { first: string; table: string | false }>();
  for (const [index, { path, field }] of fields.entries()) {
    // `mapResultRow` walks keys with `in`, which an inherited name (`constructor`, …) would fool.
    if (path.some((key) => key in Object.prototype) || path.length === 0) return null;
    let node = tree;
    for (const key of path.slice(0, -1)) {
      const next = node.get(key) ?? new Map<string, number | Tree>();
      if (typeof next === 'number') return null;
      node.set(key, next);
      node = next;
    }
    const last = path[path.length - 1] as string;
    if (node.has(last)) return null;
    node.set(last, index);
    if (joinsNotNullableMap && path.length === 2 && is(field, Column)) {
      const object = path[0] as string;
      const table = getTableName(field.table);
      const seen = nullable.get(object);
      if (!seen) nullable.set(object, { first: last, table });
      else if (seen.table !== table) seen.table = false;
    }
  }
  const literal = (node: Tree): string =>
    `{${[...node]
      .map(([key, value]) =>
        typeof value === 'number'
          ? `${JSON.stringify(key)}: row[${value}] === null ? null : d[${value}].mapFromDriverValue(row[${value}])`
          : `${JSON.stringify(key)}: ${literal(value)}`,
      )
      .join(', ')}}`;
  const nulls = [...nullable]
    .filter(([, { table }]) => table !== false && !joinsNotNullableMap?.[table])
    .map(([object, { first }]) => {
      const key = JSON.stringify(object);
      return `if (r[${key}][${JSON.stringify(first)}] === null) r[${key}] = null;`;
    });
  const decoders = fields.map(({ field }) => decoderOf(field));
  // Generated once per statement, from the selection's own keys (quoted by JSON.stringify), as
  // fast-json-stringify does for the answers.
  const build = new Function('d', `return (row) => { const r = ${literal(tree)}; ${nulls.join(' ')} return r; };`) as (
    d: Decoder[],
  ) => (row: unknown[]) => Record<string, unknown>;
  return build(decoders);
}
