/**
 * `npm run bench:money`: the promoter's money reads on PostgreSQL (issue 20, "Performance"):
 * `GET /api/userAccount/summary`, `GET /api/user/home/data`, the withdrawals' first page and the
 * estimate (`GET /api/userAccount/GetEstimateIncome`) with the demo promoter's token (60 days
 * of income lines, a ledger, withdrawals), each measured right after the one-query anchor (one
 * `select 1` per request through the same pool) in the same run, under autocannon (50 connections,
 * 10 s per figure, after a warm-up), with the issue's target: at least 0.5× the one-query anchor.
 *
 * A focused figure: the per-address limits are off here (UNLIMITED, as bench/api-hot-path.ts), since
 * the bench harness that spreads requests over addresses is being rewritten beside this one.
 */
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { seedDemo } from '../apps/server/src/seed';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/seed/demo-user';
import { listenAndLogin, type Pair, pair, startOneQueryAnchor, UNLIMITED } from './api-hot-path';
import { benchServerUrl, freshBenchDatabase } from './postgres';

const TARGETS = { minRatio: 0.5 };
const ROUTES = ['/api/userAccount/summary', '/api/user/home/data', '/api/withdraw/page', '/api/userAccount/GetEstimateIncome'];

const server = await benchServerUrl();
if (!server) process.exit(0);

const { url, drop } = await freshBenchDatabase(server, 'tuike_bench_money');
const database = await openDatabase({
  databaseUrl: url,
  dataDir: null,
  prepare: async (db) => void (await seedDemo(db, { config: testConfig(), media: await createMediaStorage(testConfig().media) })),
});
// No jobs: nothing but the measured requests runs; info-level JSON lines as in production, written nowhere.
const app = await buildApp({
  config: testConfig({ logLevel: 'info', databaseUrl: url }),
  database,
  rateLimits: { limits: UNLIMITED },
  logStream: { write: () => {} },
  jobs: { jobs: [] },
});
const oneQuery = await startOneQueryAnchor(database);
const pairs: Pair[] = [];
try {
  const { base, token } = await listenAndLogin(app, DEMO_ACCOUNT, DEMO_PASSWORD);
  for (const path of ROUTES)
    pairs.push(
      await pair(
        oneQuery.target,
        { name: `GET ${path}`, url: `${base}${path}`, headers: { authorization: `Bearer ${token}` } },
        TARGETS,
      ),
    );
} finally {
  await app.close();
  await oneQuery.close();
  await database.close();
  await drop();
}

const line = (label: string, f: Pair['route'], ratio: string, verdict: string) =>
  `  ${label.padEnd(34)}${f.requestsPerSec.toFixed(0).padStart(9)}${ratio.padStart(10)}` +
  `${String(f.latency.p50).padStart(7)}${String(f.latency.p99).padStart(7)}${String(f.latency.max).padStart(7)}  ${verdict}` +
  (f.failures ? `   ${f.failures} FAILED of ${f.requests}` : '');
console.log('\nMoney reads on PostgreSQL, demo promoter, autocannon 50 connections, 10 s per figure\n');
console.log(
  `  ${'figure'.padEnd(34)}${'req/s'.padStart(9)}${'× 1 query'.padStart(10)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'max'.padStart(7)}`,
);
for (const p of pairs) {
  const ratio = p.route.requestsPerSec / p.anchor.requestsPerSec;
  console.log(line('  one `select 1` per request', p.anchor, '1.00×', ''));
  console.log(
    line(p.route.name, p.route, `${ratio.toFixed(2)}×`, `${ratio >= TARGETS.minRatio ? 'ok' : 'MISSED'} ≥ ${TARGETS.minRatio}×`),
  );
}
console.log('  latencies in ms.\n');
if (pairs.some((p) => p.route.failures || p.anchor.failures)) process.exitCode = 1;
