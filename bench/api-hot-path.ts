/**
 * The hot read path under load (issue 10): autocannon, 50 connections for 10 s per figure, the load
 * generator in a process of its own (its CLI), so that neither the server nor the anchor shares a
 * process, a heap or a garbage collector with it; both are loaded the same way. In one run, per
 * engine: a bare Fastify JSON route (the anchor), `GET /api/works/list` and `GET /api/user/home/data`
 * with the demo promoter's token, each printed beside the anchor as a ratio with the issue's target.
 *
 * PGlite always (fresh data directory, demo seed); PostgreSQL too with BENCH_DATABASE_URL, a database
 * of its own (`createdb -h 127.0.0.1 -U postgres tuike_bench`), migrated and seeded on the first run.
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
import { hasDemoData, seedDemo } from '../apps/server/src/seed';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/seed/demo-user';

/** The anchor runs on the very Fastify the server runs on, resolved from the server's package. */
const Fastify = createRequire(new URL('../apps/server/package.json', import.meta.url))('fastify') as () => App;
/** autocannon's entry is its CLI when run as a program. */
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

const CONNECTIONS = 50;
const DURATION_S = 10;

type Engine = 'PGlite' | 'PostgreSQL';

export type Figure = {
  name: string;
  requestsPerSec: number;
  latency: { p50: number; p99: number; max: number };
  requests: number;
  failures: number;
  /** The issue's targets for this figure on this engine, checked against the anchor of the same run. */
  targets: { minRatio?: number; maxP99Ms?: number };
};

export type EngineRun = { engine: Engine; anchor: Figure; figures: Figure[] };

/** One bench user sends far more than a person: the per-IP limits would answer 429 and measure nothing. */
const UNLIMITED = Object.fromEntries(
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

function autocannon(url: string, headers: Record<string, string>): Promise<Result> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`autocannon failed: ${err.message}\n${stderr}`));
      // With --json the result is the last line; the lines before it are progress events.
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Result);
    });
  });
}

async function load(name: string, url: string, targets: Figure['targets'], headers: Record<string, string> = {}) {
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${name} answered ${first.status}: ${await first.text()}`);
  const r = await autocannon(url, headers);
  const figure: Figure = {
    name,
    requestsPerSec: r.requests.average,
    latency: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
    targets,
  };
  return figure;
}

/** The anchor: what this machine serves from Fastify with nothing behind the route. */
async function anchor(): Promise<Figure> {
  const bare = Fastify();
  bare.get('/', async () => ({ code: 200, msg: 'ok', data: { hello: 'world' } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = bare.server.address() as { port: number };
    return await load('bare Fastify JSON route (anchor)', `http://127.0.0.1:${port}/`, {});
  } finally {
    await bare.close();
  }
}

/**
 * The engine's database with the demo data: a fresh PGlite directory, or BENCH_DATABASE_URL migrated
 * and seeded when empty (a database of its own: one that holds anything else is refused).
 */
async function benchDatabase(engine: Engine): Promise<{ database: Database; url: string | null; dispose: () => void }> {
  if (engine === 'PGlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-'));
    const database = await openDatabase({ databaseUrl: null, dataDir, prepare: async (db) => void (await seedDemo(db)) });
    return { database, url: null, dispose: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.BENCH_DATABASE_URL as string;
  const database = await openDatabase({ databaseUrl: url, dataDir: null, prepare: async (db) => void (await seedDemo(db)) });
  if (!(await hasDemoData(database.db))) {
    await database.close();
    throw new Error('BENCH_DATABASE_URL holds other data: give the bench a database of its own (createdb tuike_bench)');
  }
  return { database, url, dispose: () => {} };
}

async function benchEngine(engine: Engine): Promise<EngineRun> {
  const anchorFigure = await anchor();
  const { database, url, dispose } = await benchDatabase(engine);
  // Info-level JSON lines as in production, written nowhere: their cost counts, the terminal stays readable.
  const app = await buildApp({
    config: testConfig({ logLevel: 'info', databaseUrl: url }),
    database,
    rateLimits: { limits: UNLIMITED },
    logStream: { write: () => {} },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO_ACCOUNT, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`demo login answered ${login.status}`);
    const onPg = engine === 'PostgreSQL';
    const figures = [
      await load('GET /api/works/list', `${base}/api/works/list`, onPg ? { minRatio: 0.3, maxP99Ms: 15 } : {}),
      await load('GET /api/user/home/data', `${base}/api/user/home/data`, onPg ? { minRatio: 0.1 } : { maxP99Ms: 250 }, {
        authorization: `Bearer ${token}`,
      }),
    ];
    return { engine, anchor: anchorFigure, figures };
  } finally {
    await app.close();
    await database.close();
    dispose();
  }
}

export async function benchApi(): Promise<EngineRun[]> {
  const runs = [await benchEngine('PGlite')];
  if (process.env.BENCH_DATABASE_URL) runs.push(await benchEngine('PostgreSQL'));
  return runs;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

function verdict(f: Figure, ratio: number) {
  const parts: string[] = [];
  if (f.targets.minRatio !== undefined) parts.push(`${ratio >= f.targets.minRatio ? 'ok' : 'MISSED'} ≥ ${f.targets.minRatio}×`);
  if (f.targets.maxP99Ms !== undefined)
    parts.push(`${f.latency.p99 <= f.targets.maxP99Ms ? 'ok' : 'MISSED'} p99 ≤ ${f.targets.maxP99Ms} ms`);
  return parts.join(', ') || '–';
}

/** Prints every figure beside its anchor; false when a request failed (a missed target only shows). */
export function printApi(runs: EngineRun[]): boolean {
  let clean = true;
  for (const { engine, anchor: a, figures } of runs) {
    const db = engine === 'PGlite' ? 'PGlite (one connection), demo seed' : 'PostgreSQL (pool of 10), demo seed';
    console.log(`\nAPI hot path on ${db}: autocannon ${CONNECTIONS} connections, ${DURATION_S} s per figure\n`);
    console.log(
      `  ${'figure'.padEnd(34)}${pad('req/s', 9)}${pad('× anchor', 10)}${pad('p50', 7)}${pad('p99', 7)}${pad('max', 7)}  target`,
    );
    for (const f of [a, ...figures]) {
      const ratio = f.requestsPerSec / a.requestsPerSec;
      const failed = f.failures ? `   ${f.failures} FAILED of ${f.requests}` : '';
      if (f.failures) clean = false;
      console.log(
        `  ${f.name.padEnd(34)}${pad(f.requestsPerSec.toFixed(0), 9)}${pad(`${ratio.toFixed(2)}×`, 10)}` +
          `${pad(f.latency.p50, 7)}${pad(f.latency.p99, 7)}${pad(f.latency.max, 7)}  ${f === a ? '' : verdict(f, ratio)}${failed}`,
      );
    }
  }
  console.log('\n  latencies in ms; targets from issue 10 (PostgreSQL: list ≥ 0.30× and p99 ≤ 15 ms, home/data ≥ 0.10×;');
  console.log('  PGlite: home/data p99 ≤ 250 ms). Set BENCH_DATABASE_URL to add the PostgreSQL run.\n');
  return clean;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!printApi(await benchApi())) process.exitCode = 1;
}
