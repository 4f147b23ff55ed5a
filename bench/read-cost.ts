/**
 * `npm run bench:read-cost`: what one request of each deployed read costs in CPU, the figure a shared
 * machine distorts least (throughput ratios moved 2× between runs of unchanged code at load average 10+).
 * The server as bench:deployed runs it (bench/deployed.ts) with the one-query anchor beside it, each read
 * loaded the same way (bench/load.ts: 50 connections, 2,048 client addresses) for 2 s unrecorded and then
 * three windows of `READ_COST_SECONDS` (default 3); per request of the median window it prints the
 * server's Node CPU (`process.cpuUsage()`: user and system, all its threads) and PostgreSQL's (the
 * `utime + stime` ticks of the bench database's backends, 10 ms each, so read it over thousands of
 * requests). The first window still includes V8 optimising the read's code; the median is past it.
 * `READ_COST_ONLY=alias,income` measures the reads whose path contains one of those words.
 */
import fs from 'node:fs';
import { startOneQueryAnchor } from './api-hot-path';
import { startDeployed } from './deployed';
import { READS } from './deployed-reads-list';
import { runLoad } from './load';
import { benchServerUrl } from './postgres';

const SECONDS = Math.max(1, Number(process.env.READ_COST_SECONDS ?? 3));
const only = process.env.READ_COST_ONLY?.split(',').map((w) => w.trim());

const server = await benchServerUrl();
if (!server) throw new Error('bench:read-cost needs the PostgreSQL server (BENCH_DATABASE_URL)');
const deployed = await startDeployed('PostgreSQL', server, 'tuike_bench_read_cost');
const anchor = await startOneQueryAnchor(deployed.database);

/** The CPU ticks (10 ms) the bench database's backends have used so far. */
async function backendTicks(): Promise<number> {
  const { rows } = (await deployed.database.db.$client.query(
    'select pid from pg_stat_activity where datname = current_database()',
  )) as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), after the command name in parentheses.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended in the meantime: its ticks are lost, as the doc comment says.
    }
  }
  return ticks;
}

let offset = 0;
async function cost(origin: string, path: string, headers: Record<string, string>) {
  const spec = { origin, requests: [{ path, headers }], connections: 50, addresses: 2048 };
  await runLoad({ ...spec, seconds: 2, addressOffset: (offset += 2048) });
  const windows: { node: number; user: number; system: number; pg: number; rps: number }[] = [];
  for (let w = 0; w < 3; w++) {
    const [cpu0, pg0] = [process.cpuUsage(), await backendTicks()];
    const r = await runLoad({ ...spec, seconds: SECONDS, addressOffset: (offset += 2048) });
    const [cpu, pg] = [process.cpuUsage(cpu0), await backendTicks()];
    const n = Math.max(1, r.answered);
    windows.push({
      node: (cpu.user + cpu.system) / n,
      user: cpu.user / n,
      system: cpu.system / n,
      pg: ((pg - pg0) * 10_000) / n,
      rps: r.requestsPerSec,
    });
  }
  return windows.sort((a, b) => a.node - b.node)[1] as (typeof windows)[number];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\nCPU per request (µs), median of 3 windows of ${SECONDS} s after 2 s unrecorded; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
);
console.log(`  ${'read'.padEnd(32)}${pad('node', 7)}${pad('user', 7)}${pad('sys', 6)}${pad('pg', 6)}${pad('req/s', 8)}`);
try {
  const targets = [
    { name: 'one-query anchor', origin: anchor.target.url.replace(/\/$/, ''), path: '/', auth: false },
    ...READS.filter((r) => (r.auth || r.benchOnly) && (!only || only.some((w) => r.path.includes(w)))).map((r) => ({
      name: r.name,
      origin: deployed.origin,
      path: r.path,
      auth: Boolean(r.auth),
    })),
  ];
  for (const t of targets) {
    const c = await cost(t.origin, t.path, t.auth ? { authorization: `Bearer ${deployed.token}` } : {});
    console.log(
      `  ${t.name.padEnd(32)}${pad(c.node.toFixed(0), 7)}${pad(c.user.toFixed(0), 7)}${pad(c.system.toFixed(0), 6)}` +
        `${pad(c.pg.toFixed(0), 6)}${pad(c.rps.toFixed(0), 8)}`,
    );
  }
} finally {
  await anchor.close();
  await deployed.close();
}
console.log(`\n  load average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`);
