import { bigint, customType, integer, timestamp } from 'drizzle-orm/pg-core';

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
