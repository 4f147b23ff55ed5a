/**
 * `npm run bench:start`: spawn → first 200 of /healthz and the idle RSS of the built server
 * (apps/server/dist/main.js, built first by the npm script), on PGlite (a fresh data directory that
 * seeds, then a restart on that data) and on PostgreSQL when its server answers (BENCH_DATABASE_URL,
 * default the local one, postgres.ts: an empty database with SEED_DEMO=true, then a restart). The anchor, from the same run, is a bare `node -e`
 * HTTP server. Each start is repeated (BENCH_START_RUNS, default 3) and the median reported.
 */
import { randomBytes } from 'node:crypto';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerUrl } from './postgres';
import { SERVE_FLAGS } from './serve-flags';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** As `npm run serve` starts it. */
const SERVE = [...SERVE_FLAGS, MAIN];
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
/** How long the process idles after its first answer before its RSS is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const TARGETS = { startMs: 1000, pgliteRssMb: 350, postgresRssMb: 150 };

const BARE = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

type Sample = { startMs: number; rssMb: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Spawns `args`, polls /healthz until a 200, waits SETTLE_MS, reads RSS, stops it with SIGTERM. */
async function measure(args: string[], env: Record<string, string>, timeoutMs = 120_000): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    const url = `http://127.0.0.1:${port}/healthz`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering:\n${stderr}`);
      if (performance.now() - started > timeoutMs) throw new Error(`no answer within ${timeoutMs} ms:\n${stderr}`);
      const ok = await fetch(url)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await sleep(5);
    }
    const startMs = performance.now() - started;
    await sleep(SETTLE_MS);
    return { startMs, rssMb: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const summarise = (samples: Sample[]): Sample => ({
  startMs: median(samples.map((s) => s.startMs)),
  rssMb: median(samples.map((s) => s.rssMb)),
});

async function repeat(runs: number, once: () => Promise<Sample>) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return summarise(samples);
}

async function benchPglite() {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-start-'));
    dirs.push(dir);
    return dir;
  };
  try {
    let lastDir = '';
    const first = await repeat(RUNS, () => measure(SERVE, { DATA_DIR: (lastDir = freshDir()) }));
    const again = await repeat(RUNS, () => measure(SERVE, { DATA_DIR: lastDir }));
    return { first, again };
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh database per first start, dropped afterwards; BENCH_DATABASE_URL names the server to use. */
async function benchPostgres(adminUrl: string) {
  // psql rather than a driver: the bench needs two statements, not a dependency of its own.
  const admin = (statement: string) =>
    execFileSync('psql', [adminUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', statement], { stdio: 'pipe' });
  const names: string[] = [];
  const fresh = () => {
    const name = `tuike_bench_start_${process.pid}_${names.length}`;
    admin(`drop database if exists ${name}`);
    admin(`create database ${name}`);
    names.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    let lastUrl = '';
    // PostgreSQL needs the SMS sender and the data key named (config.ts); a throwaway key for a throwaway database.
    const env = { SMS_PROVIDER: 'log', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), SEED_DEMO: 'true' };
    const first = await repeat(RUNS, () => measure(SERVE, { ...env, DATABASE_URL: (lastUrl = fresh()) }));
    const again = await repeat(RUNS, () => measure(SERVE, { ...env, DATABASE_URL: lastUrl }));
    return { first, again };
  } finally {
    for (const name of names) admin(`drop database if exists ${name}`);
  }
}

function row(label: string, s: Sample, anchor: Sample, rssTarget: number | null, startTarget: number | null) {
  const ms = `${s.startMs.toFixed(0).padStart(6)} ms (${(s.startMs / anchor.startMs).toFixed(1)}× anchor${startTarget ? `, target ≤ ${startTarget}` : ''})`;
  const mb = `${s.rssMb.toFixed(0).padStart(5)} MB (${(s.rssMb / anchor.rssMb).toFixed(1)}× anchor${rssTarget ? `, target ≤ ${rssTarget}` : ''})`;
  console.log(`  ${label.padEnd(34)} ${ms.padEnd(44)} ${mb}`);
}

if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build:server first`);
const anchor = await repeat(RUNS, () => measure(['-e', BARE], {}));
const pglite = await benchPglite();
const dbUrl = await benchServerUrl();
const postgres = dbUrl ? await benchPostgres(dbUrl) : null;

console.log(`\nServer start: spawn → first 200 of /healthz, RSS after ${SETTLE_MS / 1000} s idle; median of ${RUNS}\n`);
console.log(`  ${'what'.padEnd(34)} ${'spawn → first answer'.padEnd(44)} idle RSS`);
row('anchor: bare node -e http server', anchor, anchor, null, null);
row('PGlite, first start (seeds)', pglite.first, anchor, TARGETS.pgliteRssMb, null);
row('PGlite, existing data', pglite.again, anchor, TARGETS.pgliteRssMb, TARGETS.startMs);
if (postgres) {
  row('PostgreSQL, first start (seeds)', postgres.first, anchor, TARGETS.postgresRssMb, null);
  row('PostgreSQL, existing data', postgres.again, anchor, TARGETS.postgresRssMb, TARGETS.startMs);
} else console.log('  PostgreSQL: skipped (no server answers; set BENCH_DATABASE_URL=postgres://…)');
console.log('');
