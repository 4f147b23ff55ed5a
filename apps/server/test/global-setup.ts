import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client';
import { migrateTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory; each test file loads a copy. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database that each test file's database is created from. */
    pgTemplate: string | null;
  }
}

/** The migrations' content: a template is reused across runs until a migration changes. */
function migrationsHash() {
  const dir = migrationsFolder;
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string) {
  const file = path.join(os.tmpdir(), `tuike-test-template-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  const client = new PGlite();
  await migrateTemplate({ pglite: client });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written under a temporary name first, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function pgTemplate(adminUrl: string, hash: string) {
  const name = `tuike_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One run at a time makes the template; the others wait and then find it.
    await admin.query('select pg_advisory_lock(7301002)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await migrateTemplate({ url: url.toString() });
    }
    await admin.query('select pg_advisory_unlock(7301002)');
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Runs once per `vitest run`: migrates one template database instead of one per test file (booting
 * and migrating PGlite was most of a file's time).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const hash = migrationsHash();
  project.provide('pgliteTemplate', await pgliteTemplate(hash));
  project.provide('pgTemplate', adminUrl ? await pgTemplate(adminUrl, hash) : null);
}
