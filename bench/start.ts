/**
 * `npm run bench:start`: spawn → first 200 of /healthz, of a real first-screen call (home's first strip of
 * works, `GET /api/works/list`, which needs the database) and of the document (`GET /`), and the idle RSS
 * of the built server
 * (apps/server/dist/main.js, built first by the npm script), on PGlite (a fresh data directory that
 * seeds, then a restart on that data) and on PostgreSQL when its server answers (BENCH_DATABASE_URL,
 * default the local one, postgres.ts: an empty database with SEED_DEMO=true, then a restart). The anchor, from the same run, is a bare `node -e`
 * HTTP server. Each start is repeated (BENCH_START_RUNS, default 3) and the median reported.
 * `-- --compare <other main.js>` (another build, e.g. a worktree of the base commit under /tmp) also starts
 * that build on the same PGlite data, alternating with this one run by run, and prints every run of both.
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
const compareAt = process.argv.indexOf('--compare');
const COMPARE = compareAt > 0 ? path.resolve(process.argv[compareAt + 1] ?? '') : null;
/** How long the process idles after its first answer before its RSS is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const TARGETS = { startMs: 1000, pgliteRssMb: 350, postgresRssMb: 150 };

const BARE = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

/**
 * What a phone opening the app first asks for. /healthz answers before the database is queried; the works
 * list is the first real answer (a query through PGlite's thread), the document the first thing a browser loads.
 */
const PROBES = {
  healthz: '/healthz',
  answer: '/api/works/list?type=1&sort=hot&page=1&size=8',
  document: '/',
} as const;
type Probe = keyof typeof PROBES;

type Sample = { startMs: number; answerMs: number; documentMs: number; rssMb: number };

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

/** Polls `url` until a 200; resolves with the time since `started`, or rejects when `failed` says so. */
async function firstOk(url: string, started: number, failed: () => string | null): Promise<number> {
  for (;;) {
    const why = failed();
    if (why) throw new Error(why);
    const ok = await fetch(url)
      .then(async (r) => (await r.arrayBuffer(), r.status === 200))
      .catch(() => false);
    if (ok) return performance.now() - started;
    await sleep(5);
  }
}

/**
 * Spawns `args`, polls each probe side by side until its first 200 (the anchor answers every path alike),
 * waits SETTLE_MS, reads RSS, stops it with SIGTERM.
 */
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
  const failed = () =>
    child.exitCode !== null
      ? `exited with ${child.exitCode} before answering:\n${stderr}`
      : performance.now() - started > timeoutMs
        ? `no answer within ${timeoutMs} ms:\n${stderr}`
        : null;
  try {
    const probe = (p: Probe) => firstOk(`http://127.0.0.1:${port}${PROBES[p]}`, started, failed);
    const [startMs, answerMs, documentMs] = await Promise.all([probe('healthz'), probe('answer'), probe('document')]);
    await sleep(SETTLE_MS);
    return { startMs, answerMs, documentMs, rssMb: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const summarise = (samples: Sample[]): Sample => ({
  startMs: median(samples.map((s) => s.startMs)),
  answerMs: median(samples.map((s) => s.answerMs)),
  documentMs: median(samples.map((s) => s.documentMs)),
  rssMb: median(samples.map((s) => s.rssMb)),
});

async function repeat(runs: number, once: () => Promise<Sample>) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return summarise(samples);
}

/** Restarts of this build and of COMPARE on the same data, alternating, so both see the same machine. */
async function interleaved(env: Record<string, string>) {
  const runs = { compare: [] as Sample[], current: [] as Sample[] };
  for (let i = 0; i < RUNS; i++) {
    runs.compare.push(await measure([...SERVE_FLAGS, COMPARE!], env));
    runs.current.push(await measure(SERVE, env));
  }
  return runs;
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
    const compared = COMPARE ? await interleaved({ DATA_DIR: lastDir }) : null;
    return { first, again, compared };
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

/** `ms` beside the anchor's, and the target if it has one. */
function cell(ms: number, anchorMs: number, target: number | null) {
  const verdict = target ? `, target ≤ ${target}: ${ms <= target ? 'ok' : 'MISSED'}` : '';
  return `${ms.toFixed(0).padStart(6)} ms (${(ms / anchorMs).toFixed(1)}×${verdict})`;
}

function row(label: string, s: Sample, anchor: Sample, rssTarget: number | null, startTarget: number | null) {
  const mb = `${s.rssMb.toFixed(0).padStart(5)} MB (${(s.rssMb / anchor.rssMb).toFixed(1)}×${rssTarget ? `, target ≤ ${rssTarget}` : ''})`;
  console.log(
    `  ${label.padEnd(34)} ${cell(s.startMs, anchor.startMs, null).padEnd(20)} ${cell(s.answerMs, anchor.answerMs, startTarget).padEnd(40)} ` +
      `${cell(s.documentMs, anchor.documentMs, null).padEnd(20)} ${mb}`,
  );
}

if (COMPARE && !fs.existsSync(COMPARE)) throw new Error(`--compare: ${COMPARE} is missing`);
if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build:server first`);
const anchor = await repeat(RUNS, () => measure(['-e', BARE], {}));
const pglite = await benchPglite();
const dbUrl = await benchServerUrl();
const postgres = dbUrl ? await benchPostgres(dbUrl) : null;

console.log(
  `\nServer start: spawn → first 200 of /healthz, of ${PROBES.answer} (first real answer) and of the document;` +
    ` RSS after ${SETTLE_MS / 1000} s idle; median of ${RUNS}, × the anchor's\n`,
);
console.log(
  `  ${'what'.padEnd(34)} ${'/healthz'.padEnd(20)} ${'first real answer'.padEnd(40)} ${'document'.padEnd(20)} idle RSS`,
);
row('anchor: bare node -e http server', anchor, anchor, null, null);
row('PGlite, first start (seeds)', pglite.first, anchor, TARGETS.pgliteRssMb, null);
row('PGlite, existing data', pglite.again, anchor, TARGETS.pgliteRssMb, TARGETS.startMs);
if (pglite.compared) {
  const { compare, current } = pglite.compared;
  row(`  --compare, same data, alternating`, summarise(compare), anchor, TARGETS.pgliteRssMb, TARGETS.startMs);
  row(`  this build, same data, alternating`, summarise(current), anchor, TARGETS.pgliteRssMb, TARGETS.startMs);
  const each = (xs: Sample[]) =>
    xs.map((x) => `${x.startMs.toFixed(0)}/${x.answerMs.toFixed(0)}/${x.documentMs.toFixed(0)}`).join(', ');
  console.log(
    `    /healthz / first real answer / document, each run (ms): --compare ${each(compare)}; this build ${each(current)}`,
  );
}
if (postgres) {
  row('PostgreSQL, first start (seeds)', postgres.first, anchor, TARGETS.postgresRssMb, null);
  row('PostgreSQL, existing data', postgres.again, anchor, TARGETS.postgresRssMb, TARGETS.startMs);
} else console.log('  PostgreSQL: skipped (no server answers; set BENCH_DATABASE_URL=postgres://…)');
console.log('');
