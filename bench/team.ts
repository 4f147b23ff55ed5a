/**
 * `npm run bench:team`: the team page of a big leader on PostgreSQL (issue 23, "Performance"): the demo
 * promoter made the leader of 10,000 direct members (6,000 with a bound media account) and 100,000
 * second-level members (ten per member), then `GET /api/team/summary` and the first members page
 * (`GET /api/team/members/page?page=1&size=10`) measured on the server as deployed (bench/deployed.ts:
 * per-address limits on, one trusted proxy hop, request log written), each loaded by bench/load.ts with
 * 50 connections over 2,048 client addresses right after the one-query anchor (one `select 1` per
 * request through the same pool). Target: p99 ≤ 50 ms; the ratio to the anchor is printed beside it.
 *
 * The members are written in bulk SQL through the triggers the app relies on (migration team_figures),
 * so the figures the reads use are maintained exactly as registrations and bindings maintain them.
 * `TEAM_SECONDS` (default 10) per figure after 2 s unrecorded.
 */
import { startOneQueryAnchor } from './api-hot-path';
import { startDeployed } from './deployed';
import { type LoadResult, runLoad } from './load';
import { benchServerUrl } from './postgres';

const SECONDS = Math.max(1, Number(process.env.TEAM_SECONDS ?? 10));
const CONNECTIONS = 50;
const ADDRESSES = 2048;
const WARMUP_S = 2;
const DIRECT = 10_000;
const PER_MEMBER = 10;
const BOUND = 6_000;
const MAX_P99_MS = 50;

const READS = [
  { name: 'team/summary', path: '/api/team/summary' },
  { name: 'team/members/page, first', path: '/api/team/members/page?page=1&size=10' },
];

const server = await benchServerUrl();
if (!server) process.exit(0);

/** Raw SQL through the deployed app's own pool (as bench/promoters-search.ts). */
type Pool = { query(text: string, params?: unknown[]): Promise<unknown> };

const deployed = await startDeployed('PostgreSQL', server, 'tuike_bench_team');
const anchor = await startOneQueryAnchor(deployed.database);
let nextOffset = 0;
async function measure(origin: string, path: string, headers: Record<string, string>): Promise<LoadResult> {
  const offset = (nextOffset += ADDRESSES);
  const spec = { origin, requests: [{ path, headers }], connections: CONNECTIONS, addresses: ADDRESSES, addressOffset: offset };
  await runLoad({ ...spec, seconds: WARMUP_S });
  return runLoad({ ...spec, seconds: SECONDS });
}

let clean = true;
try {
  const pool = deployed.database.db.$client as unknown as Pool;
  const t0 = performance.now();
  // Numbered phones, codes and promoter numbers out of the demo's ranges; every row through the triggers.
  await pool.query(`
    insert into users (phone, password_hash, nickname, invite_code, promoter_no, inviter_id, created_at)
    select '150' || lpad(i::text, 8, '0'), 'bench', '队员' || i, 'BT' || i, (20000000 + i)::text,
      (select id from users where phone = '13800000000'), now() - (${DIRECT} - i) * interval '1 minute'
    from generate_series(1, ${DIRECT}) i`);
  await pool.query(`
    insert into users (phone, password_hash, nickname, invite_code, promoter_no, inviter_id, created_at)
    select '151' || lpad(i::text, 8, '0'), 'bench', '二级' || i, 'BS' || i, (30000000 + i)::text, m.id, now()
    from generate_series(1, ${DIRECT * PER_MEMBER}) i
    join users m on m.phone = '150' || lpad((1 + (i - 1) / ${PER_MEMBER})::text, 8, '0')`);
  await pool.query(`
    insert into platform_accounts (user_id, platform, uid, nickname)
    select id, 1, 'bench' || id, nickname from users where phone like '150%' order by id limit ${BOUND}`);
  await pool.query(`analyze`);
  console.log(
    `\nTeam reads on PostgreSQL: ${DIRECT.toLocaleString()} members, ${(DIRECT * PER_MEMBER).toLocaleString()} second-level (written in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Under load: limits on, TRUST_PROXY=1, ${ADDRESSES} client addresses, request log on; ${CONNECTIONS} connections, ${SECONDS} s per figure after ${WARMUP_S} s unrecorded\n`,
  );
  const headers = { authorization: `Bearer ${deployed.token}` };
  const check = await (await fetch(`${deployed.origin}/api/team/summary`, { headers })).json();
  console.log(`  summary: ${JSON.stringify(check.data.counts)} funnel ${JSON.stringify(check.data.funnel)}\n`);
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `  ${'figure'.padEnd(28)}${pad('req/s', 8)}${pad('× anchor', 10)}${pad('p50', 6)}${pad('p99', 6)}${pad('max', 6)}${pad('anchor req/s', 14)}${pad('p99', 6)}  target`,
  );
  for (const read of READS) {
    const a = await measure(anchor.target.url, '/', {});
    const r = await measure(deployed.origin, read.path, headers);
    const failures = r.timeouts + r.errors + r.non2xx;
    if (failures || r.latency.p99 > MAX_P99_MS) clean = false;
    console.log(
      `  ${read.name.padEnd(28)}${pad(r.requestsPerSec.toFixed(0), 8)}${pad(`${(r.requestsPerSec / a.requestsPerSec).toFixed(2)}×`, 10)}` +
        `${pad(r.latency.p50, 6)}${pad(r.latency.p99, 6)}${pad(r.latency.max, 6)}${pad(a.requestsPerSec.toFixed(0), 14)}${pad(a.latency.p99, 6)}` +
        `  ${r.latency.p99 <= MAX_P99_MS ? 'ok' : 'MISSED'} p99 ≤ ${MAX_P99_MS} ms` +
        (failures ? `   ${failures} FAILED (${JSON.stringify(r.statusCodes)})` : ''),
    );
  }
  console.log('\n  latencies in ms; anchor: one `select 1` per request through the same pool, measured right before.\n');
} finally {
  await anchor.close();
  await deployed.close();
}
if (!clean) process.exitCode = 1;
