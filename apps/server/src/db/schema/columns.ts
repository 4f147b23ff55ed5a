import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, times and money the same way. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** Money in integer fen; bigint in the database, a JS number (safe to 2^53 fen) in code. */
export const fen = (name: string) => bigint(name, { mode: 'number' });
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/**
 * CHECK that an enum-like column holds one of `values`. drizzle's typed enums only bind our own
 * code; this binds raw SQL, imports and the operator console too: a single row with an unknown
 * value once turned a list answer into a 500 for everyone. A new value needs a migration, on purpose.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);
