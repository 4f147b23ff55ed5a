import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../src/db/client';

/** Applies the migrations to a template database (PGlite instance or PostgreSQL URL). */
export async function migrateTemplate(target: { pglite: PGlite } | { url: string }) {
  if ('pglite' in target) {
    await migratePglite(drizzlePglite(target.pglite), { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
