#!/usr/bin/env node
// Fails when the drizzle schema (apps/server/src/db/schema) and the migrations disagree, i.e. when
// `npm run db:generate` would write a new migration: someone edited the schema without generating,
// or edited a generated snapshot by hand. drizzle-kit runs on a temporary copy of the migrations,
// so the real folder is never touched. Usage: `npm run db:check`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const schema = path.join(root, 'apps/server/src/db/schema/index.ts');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-migrations-'));
const out = path.join(tmp, 'migrations');
/** Every file under `dir`, relative to it. */
const files = (dir) => new Set(fs.readdirSync(dir, { recursive: true }).map(String));

/** Answers the exit code; the caller removes the temporary copy whatever happens. */
function check() {
  fs.cpSync(migrations, out, { recursive: true });
  const before = files(out);
  let log;
  try {
    // No stdin: a schema change drizzle-kit would ask about (a rename?) fails here instead of waiting.
    // drizzle-kit prefixes `--out` with './', so it must be relative to the working directory.
    const args = [
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      schema,
      '--out',
      path.relative(root, out),
      '--name',
      'drift',
    ];
    log = execFileSync(drizzleKit, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (err) {
    console.error(`drizzle-kit generate failed:\n${err.stdout ?? ''}${err.stderr ?? err.message}`);
    return 1;
  }
  const added = [...files(out)].filter((f) => !before.has(f));
  if (added.length) {
    console.error('The schema and the migrations disagree: drizzle-kit would generate a new migration.');
    console.error('Run `npm run db:generate -- --name <change>` and commit the result. It would write:\n');
    for (const f of added.filter((f) => f.endsWith('.sql'))) console.error(fs.readFileSync(path.join(out, f), 'utf8'));
    return 1;
  }
  // drizzle-kit exits 0 even when it fails (a missing snapshot, a bad schema file), so only its
  // explicit "nothing to migrate" counts as a pass.
  if (!/No schema changes, nothing to migrate/.test(log)) {
    console.error(`drizzle-kit did not confirm the migrations match:\n${log}`);
    return 1;
  }
  console.log('Migrations match the schema.');
  return 0;
}

try {
  process.exitCode = check();
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
