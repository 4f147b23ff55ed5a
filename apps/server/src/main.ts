/**
 * The server's start. Only what opens the database is imported statically; the app and the modules load
 * (dynamic imports, chunks of their own in the build) after PGlite's thread has started, so the two start
 * side by side on the two cores instead of one after the other. The seed's code loads only to seed.
 */
import { ConfigError, type Config, loadConfig } from './config';
import { startDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FillJob } from './seed/fill';
import { hasDemoData, isEmpty } from './seed/state';
import { useOperatorZone } from './lib/time';

/** A configuration or a data directory the server must not start with: say why, exit non-zero. */
function refuse(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n  The server did not start.\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  refuse(err);
}
// Before the demo seed, which dates its rows by the operator's days.
useOperatorZone(config.timeZone);

/** A new PGlite directory is filled by a child process, so the memory the seed grows is not kept for good. */
function fillInChild(pgliteDir: string) {
  // Source under tsx (the child inherits node's flags, so its loader too); built, the bundle's sibling (build.mjs).
  const file = import.meta.url.endsWith('.ts') ? './seed/fill.ts' : './seed-fill.js';
  const job: FillJob = { pgliteDir, seedDemo: config.seedDemo, timeZone: config.timeZone };
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [JSON.stringify(job)], { stdio: 'inherit' });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`filling ${pgliteDir} failed (exit ${code ?? signal})`)),
    );
  });
}

const { database, ready } = await startDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  prepare: config.seedDemo
    ? async (db) => {
        // Any data at all means nothing to seed (seedDemo's own rule): a restart loads none of the seed's code.
        if (!(await isEmpty(db))) return;
        const [{ seedDemo }, { createMediaStorage }] = await Promise.all([import('./seed'), import('./modules/media')]);
        await seedDemo(db, { config, media: await createMediaStorage(config.media) });
      }
    : undefined,
  fillNewDataDir: fillInChild,
}).catch(refuse);
const [{ buildApp }, { settingProblems }, { DEMO_ACCOUNT, DEMO_PASSWORD }, { DEMO_OPERATORS }, { operatorCount }] =
  await Promise.all([
    import('./app'),
    import('./modules/app-config'),
    import('./seed/demo-user'),
    import('./seed/demo-operators'),
    import('./modules/operators'),
  ]);
// Built while PGlite starts in its thread; nothing below queries before `ready`.
// Refused like a bad variable: REDIS_URL set but Redis unreachable (lib/rate-limits.ts).
const [app] = await Promise.all([buildApp({ config, database, warmUpAfter: ready }), ready]).catch(refuse);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting, waits for in-flight requests and runs onClose hooks (jobs, Redis).
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// After listening: it only reports, and the first requests need no part of it.
const problems = await settingProblems(database.db);
if (problems.length) {
  // Reported, not silently replaced: the operator must see that a stored value is not in force.
  app.log.error({ problems }, 'operator settings failed validation; the listed fields use their defaults until saved again');
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://127.0.0.1:${port}`;
const demo = !config.production && (await hasDemoData(database.db));
const noOperator = (await operatorCount(database.db)) === 0;
console.log(
  [
    '',
    `  推客星 is running on ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}${config.production ? ' in production mode' : ''}`,
    // Under `npm run dev` the app is Vite's (hot reload, proxying to this server); here it would be a stale build.
    `  Promoter app:  ${config.devWebUrl ?? `${url}/`}`,
    `  API docs:      ${url}/docs`,
    `  Console:       ${url}/admin/`,
    demo ? `  Demo login:    account ${DEMO_ACCOUNT}  password ${DEMO_PASSWORD}` : '',
    ...(demo && !noOperator
      ? DEMO_OPERATORS.map((o) => `  Console login: account ${o.account.padEnd(9)} password ${o.password.padEnd(16)} (${o.role})`)
      : []),
    noOperator
      ? '  No console account yet: create the first with  ADMIN_PASSWORD=… npm run admin:create -- --account <name> --role admin'
      : '',
    config.devHelpers ? '  Development helpers are on (DEV_HELPERS): SMS codes and captcha answers are readable under /dev.' : '',
    '',
  ]
    .filter((line, i, all) => line || i === 0 || i === all.length - 1)
    .join('\n'),
);
