import type { DbOrTx } from '../db/client';

const statements = new WeakMap<object, WeakMap<DbOrTx, unknown>>();

/**
 * A hot statement built once per database handle instead of on every request: drizzle then skips
 * rebuilding the SQL text, and on PostgreSQL a named statement is parsed and planned once per
 * connection. Keyed by handle because tests and second nodes open many databases in one process.
 */
export function prepareOnce<S>(db: DbOrTx, build: (db: DbOrTx) => S): S {
  let perDb = statements.get(build);
  if (!perDb) statements.set(build, (perDb = new WeakMap()));
  let statement = perDb.get(db) as S | undefined;
  if (statement === undefined) perDb.set(db, (statement = build(db)));
  return statement;
}
