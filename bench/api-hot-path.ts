/**
 * The hot read path under load (issue 10): autocannon, 50 connections for 10 s per figure, the load
 * generator in a process of its own (its CLI), so that neither the server nor the anchor shares a
 * process, a heap or a garbage collector with it; both are loaded the same way. In one run, per
 * engine: a bare Fastify JSON route (the anchor), `GET /api/works/list` and `GET /api/user/home/data`
 * with the demo promoter's token, each printed beside the anchor as a ratio with the target.
 *
 * PGlite always, PostgreSQL when its server answers (BENCH_DATABASE_URL, default the local one; see
 * postgres.ts); each on a new database with the demo seed, so no run sees another's sessions.
 * Errors, timeouts and non-2xx answers fail the run; a missed target is reported, not fatal.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { RATE_LIMITS, type RateLimits } from '../apps/server/src/lib/rate-limits';
import { createMediaStorage } from '../apps/server/src/modules/media';
import { seedDemo } from '../apps/server/src/seed';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/seed/demo-user';
import { benchServerUrl, freshBenchDatabase } from './postgres';

/** The anchor runs on the very Fastify the server runs on, resolved from the server's package. */
const Fastify = createRequire(new URL('../apps/server/package.json', import.meta.url))('fastify') as () => App;
/** autocannon's entry is its CLI when run as a program. */
const AUTOCANNON = fileURLToPath(import.meta.resolve('autocannon'));

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;

export type Engine = 'PGlite' | 'PostgreSQL';

export type Figure = {
  name: string;
  requestsPerSec: number;
  latency: { p50: number; p99: number; max: number };
  requests: number;
  failures: number;
};

/** A route's figure and the anchor's, measured back to back (the best of BENCH_API_RUNS pairs each). */
export type Pair = {
  route: Figure;
  anchor: Figure;
  /** The targets for this route on this engine, checked against the anchor beside it. */
  targets: { minRatio?: number; maxP99Ms?: number };
};

export type EngineRun = { engine: Engine; pairs: Pair[] };

/** Each pair is measured this often and the best of each side kept: other work on a shared machine only slows. */
const RUNS = Math.max(1, Number(process.env.BENCH_API_RUNS ?? 1));

/** One bench user sends far more than a person: the per-IP limits would answer 429 and measure nothing. */
export const UNLIMITED = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((group) => [group, { max: 1e9, windowMs: 60_000 }]),
) as RateLimits;

/** The part of autocannon's JSON result the benchmark reads. */
type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

function autocannon(url: string, headers: Record<string, string>, seconds = DURATION_S): Promise<Result> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`autocannon failed: ${err.message}\n${stderr}`));
      // With --json the result is the last line; the lines before it are progress events.
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Result);
    });
  });
}

type Target = { name: string; url: string; headers?: Record<string, string> };

/** What a phone's WebView sends with every call, anchor included: a big answer then travels compressed. */
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function load({ name, url, headers: own = {} }: Target): Promise<Figure> {
  const headers = { ...CLIENT_HEADERS, ...own };
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${name} answered ${first.status}: ${await first.text()}`);
  // Unrecorded load first, for the anchor and the route alike: the measured seconds are the steady state,
  // not the JIT compiling a cold route (its first second ran at a third of the rate, a 400 ms max).
  await autocannon(url, headers, WARMUP_S);
  const r = await autocannon(url, headers);
  return {
    name,
    requestsPerSec: r.requests.average,
    latency: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

/** Of several runs, the one that served most; failures of every run are kept, so none is hidden. */
function best(figures: Figure[]): Figure {
  const top = figures.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));
  return { ...top, failures: figures.reduce((n, f) => n + f.failures, 0), requests: figures.reduce((n, f) => n + f.requests, 0) };
}

/** The anchor, then the route, RUNS times: each ratio compares two figures taken under the same load. */
export async function pair(anchor: Target, route: Target, targets: Pair['targets']): Promise<Pair> {
  const anchors: Figure[] = [];
  const routes: Figure[] = [];
  for (let i = 0; i < RUNS; i++) {
    anchors.push(await load(anchor));
    routes.push(await load(route));
  }
  return { anchor: best(anchors), route: best(routes), targets };
}

/** The anchor: what this machine serves from Fastify with nothing behind the route, in this process. */
export async function startAnchor(): Promise<{ target: Target; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/', async () => ({ code: 200, msg: 'ok', data: { hello: 'world' } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const { port } = bare.server.address() as { port: number };
  return { target: { name: 'bare Fastify JSON route', url: `http://127.0.0.1:${port}/` }, close: () => bare.close() };
}

/**
 * A second anchor: a route that makes one `select 1` through the database's own pool per request and
 * nothing else, the most any uncached per-request database read can serve on this machine.
 */
export async function startOneQueryAnchor(database: Database): Promise<{ target: Target; close: () => Promise<void> }> {
  const server = Fastify();
  server.get('/', async () => ({ code: 200, msg: 'ok', data: (await database.db.$client.query('select 1 as one')).rows[0] }));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as { port: number };
  return { target: { name: 'one query per request', url: `http://127.0.0.1:${port}/` }, close: () => server.close() };
}

/** Starts the app on a free local port and logs the account in over HTTP, as a client would. */
export async function listenAndLogin(app: App, account: string, password: string): Promise<{ base: string; token: string }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`bench login of ${account} answered ${login.status}`);
  return { base, token };
}

/**
 * The engine's database with the demo data, new for each run: a PGlite directory, or a database of its
 * own (`tuike_bench_api`) on the bench's PostgreSQL server (bench/postgres.ts).
 */
export async function benchDatabase(
  engine: Engine,
  server: string | null,
  /** The PostgreSQL database's name: benches that may run side by side each use their own. */
  name = 'tuike_bench_api',
): Promise<{ database: Database; url: string | null; dispose: () => Promise<void> }> {
  // The test configuration (its data key and media storage), the one the app below is built with.
  const config = testConfig();
  const media = await createMediaStorage(config.media);
  const prepare = async (db: Database['db']) => void (await seedDemo(db, { config, media }));
  if (engine === 'PGlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-'));
    const database = await openDatabase({ databaseUrl: null, dataDir, prepare });
    return { database, url: null, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!server) throw new Error('no PostgreSQL server to bench on');
  const { url, drop } = await freshBenchDatabase(server, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: null, prepare });
  return { database, url, dispose: drop };
}

async function benchEngine(engine: Engine, server: string | null): Promise<EngineRun> {
  const anchor = await startAnchor();
  const { database, url, dispose } = await benchDatabase(engine, server);
  // Info-level JSON lines as in production, written nowhere: their cost counts, the terminal stays readable.
  const app = await buildApp({
    config: testConfig({ logLevel: 'info', databaseUrl: url }),
    database,
    rateLimits: { limits: UNLIMITED },
    logStream: { write: () => {} },
  });
  try {
    const { base, token } = await listenAndLogin(app, DEMO_ACCOUNT, DEMO_PASSWORD);
    const onPg = engine === 'PostgreSQL';
    const list = { name: 'GET /api/works/list', url: `${base}/api/works/list` };
    const home = {
      name: 'GET /api/user/home/data',
      url: `${base}/api/user/home/data`,
      headers: { authorization: `Bearer ${token}` },
    };
    const pairs = [
      await pair(anchor.target, list, onPg ? { minRatio: 0.3, maxP99Ms: 15 } : {}),
      await pair(anchor.target, home, onPg ? { minRatio: 0.1 } : { maxP99Ms: 250 }),
    ];
    return { engine, pairs };
  } finally {
    await app.close();
    await database.close();
    await dispose();
    await anchor.close();
  }
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

function verdict({ route, targets }: Pair, ratio: number) {
  const parts: string[] = [];
  if (targets.minRatio !== undefined) parts.push(`${ratio >= targets.minRatio ? 'ok' : 'MISSED'} ≥ ${targets.minRatio}×`);
  if (targets.maxP99Ms !== undefined)
    parts.push(`${route.latency.p99 <= targets.maxP99Ms ? 'ok' : 'MISSED'} p99 ≤ ${targets.maxP99Ms} ms`);
  return parts.join(', ') || '–';
}

const row = (label: string, f: Figure, ratio: string, target: string) =>
  `  ${label.padEnd(34)}${pad(f.requestsPerSec.toFixed(0), 9)}${pad(ratio, 10)}` +
  `${pad(f.latency.p50, 7)}${pad(f.latency.p99, 7)}${pad(f.latency.max, 7)}  ${target}` +
  (f.failures ? `   ${f.failures} FAILED of ${f.requests}` : '');

/** Prints every figure beside its anchor; false when a request failed (a missed target only shows). */
export function printApi(runs: EngineRun[]): boolean {
  let clean = true;
  for (const { engine, pairs } of runs) {
    const db = engine === 'PGlite' ? 'PGlite (one connection), demo seed' : 'PostgreSQL (pool of 10), demo seed';
    console.log(
      `\nAPI hot path on ${db}: autocannon ${CONNECTIONS} connections, ${DURATION_S} s per figure after ${WARMUP_S} s unrecorded, best of ${RUNS}\n`,
    );
    console.log(
      `  ${'figure'.padEnd(34)}${pad('req/s', 9)}${pad('× anchor', 10)}${pad('p50', 7)}${pad('p99', 7)}${pad('max', 7)}  target`,
    );
    for (const p of pairs) {
      const ratio = p.route.requestsPerSec / p.anchor.requestsPerSec;
      if (p.route.failures || p.anchor.failures) clean = false;
      console.log(row(`  anchor: ${p.anchor.name}`, p.anchor, '1.00×', ''));
      console.log(row(p.route.name, p.route, `${ratio.toFixed(2)}×`, verdict(p, ratio)));
    }
  }
  console.log('\n  latencies in ms. Each route is measured right after its anchor (a bare Fastify JSON route in the');
  console.log('  same process); the load generator runs in a process of its own; every request says');
  console.log('  accept-encoding: gzip, deflate, br, as a phone does. Targets from issue 10: PostgreSQL list ≥ 0.30× and');
  console.log('  p99 ≤ 15 ms, home/data ≥ 0.10×; PGlite home/data p99 ≤ 250 ms. BENCH_API_RUNS=3: best of 3 pairs.\n');
  return clean;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const server = await benchServerUrl();
  // Each engine printed as soon as it is measured: a later failure does not lose the earlier figures.
  let clean = printApi([await benchEngine('PGlite', null)]);
  if (server) clean = printApi([await benchEngine('PostgreSQL', server)]) && clean;
  if (!clean) process.exitCode = 1;
}
