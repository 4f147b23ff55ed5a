/**
 * `npm run bench:promoters`: the console's promoter search (`GET /admin-api/promoters/page`) at a
 * million promoters on PostgreSQL. A scratch database (`tuike_bench_promoters_<pid>`, dropped at the
 * end) gets the demo seed and 1,000,000 more promoters written by generate_series (phones spread over
 * 13x–19x, default nicknames 推客1234 and one in three a word and digits, balances, a quarter with an
 * inviter, a few disabled or leaving), then ANALYZE. The server runs as deployed (bench/deployed.ts:
 * per-address limits on, one trusted proxy hop, request log written, compiled serializer) and is
 * loaded from outside by bench/load.ts, logged in as the demo admin. Each kind of keyword is measured
 * right after the one-query anchor (one `select 1` per request through the same pool). Target
 * (issue 21): a phone prefix p99 ≤ 50 ms.
 *
 * `PROMOTERS_SECONDS` (default 10) per figure after 2 s unrecorded; `PROMOTERS_CONNECTIONS` (default `1,10`:
 * an operator alone, then a busy team; a console is used by a few people, not by every promoter at once).
 * Prints each statement's plan once, so a missed index shows.
 */
import { promotersRepository } from '../apps/server/src/modules/promoters/repository';
import { keywordGrams } from '../apps/server/src/modules/works';
import { startOneQueryAnchor } from './api-hot-path';
import { startDeployed } from './deployed';
import { type LoadResult, runLoad } from './load';
import { benchServerUrl } from './postgres';

const PROMOTERS = 1_000_000;
const SECONDS = Math.max(1, Number(process.env.PROMOTERS_SECONDS ?? 10));
const CONNECTIONS = (process.env.PROMOTERS_CONNECTIONS ?? '1,10').split(',').map((n) => Math.max(1, Number(n)));
const WARMUP_S = 2;
const ADDRESSES = 2048;
const TARGET_P99_MS = 50;

/** Raw SQL through the deployed app's own pool. */
type Pool = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * The promoters, written by the database itself, with ids of their own (after every existing id and
 * the sequence, which is moved past them) so that inviters can be named in the same statement. Phones:
 * 13000000000 + n × 6007 mod 7,000,000,000, a one-to-one spread over 13x–19x (6007 shares no factor
 * with 7·10⁹); promoter numbers 2xxxxxxx. A clash with a demo promoter's phone or random number is
 * skipped (ON CONFLICT), so the count is printed. The search's own indexes are dropped for the load
 * and built again after from their definitions as migrated: one build is much faster than a million
 * inserts into a GIN index.
 */
async function fill(pool: Pool) {
  const t0 = performance.now();
  // The identity's sequence, as PostgreSQL names it for users.id.
  const seq = "pg_get_serial_sequence('users', 'id')";
  const [{ base }] = (
    await pool.query(
      `select greatest((select coalesce(max(id), 0) from users), (select last_value from users_id_seq))::int as base`,
    )
  ).rows as [{ base: number }];
  const rebuilt = (
    await pool.query(
      `select indexname, indexdef from pg_indexes where tablename = 'users' and indexname in ('users_nickname_grams_idx', 'users_phone_prefix_idx')`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of rebuilt) await pool.query(`drop index ${index.indexname}`);
  await pool.query(
    `insert into users (id, phone, password_hash, nickname, invite_code, promoter_no, vip_level, inviter_id,
                        disabled_at, disabled_reason, created_at, updated_at)
     overriding system value
     select $2::int + n, phone, 'bench-not-a-password-hash',
            case when n % 3 = 0 then (array['星辰','大海','清风','明月','追剧人','小说迷','短剧达人','Star'])[1 + (n / 3) % 8] || right(phone, 4)
                 else '推客' || right(phone, 4) end,
            'B' || n, (20000000 + n)::text, n % 6,
            case when n % 4 = 0 then $2::int + n - 3 end,
            case when n % 997 = 0 then now() end, case when n % 997 = 0 then '压测' end,
            now() - make_interval(secs => ($1 - n) * 30), now()
     from generate_series(1, $1) as n, lateral (select (13000000000 + (n::bigint * 6007) % 7000000000)::text as phone) as p
     on conflict do nothing`,
    [PROMOTERS, base],
  );
  await pool.query(`select setval(${seq}, (select max(id) from users))`);
  for (const index of rebuilt) await pool.query(index.indexdef);
  await pool.query(
    `insert into balances (user_id, balance, earned) select id, (id % 1000) * 137, (id % 1000) * 137 + (id % 7) * 1000
     from users where id > $1 on conflict do nothing`,
    [base],
  );
  await pool.query(`insert into account_deletion_requests (user_id) select id from users where id > $1 and id % 991 = 0`, [base]);
  await pool.query('analyze users; analyze balances; analyze account_deletion_requests');
  const [{ count }] = (await pool.query('select count(*)::int as count from users')).rows as [{ count: number }];
  console.log(`  ${count.toLocaleString('en')} promoters written in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return base;
}

/** Each statement the search runs, once, under EXPLAIN ANALYZE: planning and execution time, the indexes read. */
async function plans(pool: Pool, db: Parameters<typeof promotersRepository.newest>[0]) {
  const keys = (digits: string) => ({ id: Number(digits), promoterNo: digits, phone: null });
  const statements = {
    'phone 1381, page 1': promotersRepository.phoneSearch(db, '1381', keys('1381'), undefined, 11, 0),
    'phone 1381, page 50': promotersRepository.phoneSearch(db, '1381', keys('1381'), undefined, 11, 490),
    'exact (finance)': promotersRepository.exact(
      db,
      { id: null, promoterNo: '20123456', phone: '13000006007' },
      undefined,
      11,
      0,
    ),
    'nickname ids 达人12 (rare)': promotersRepository.nicknameIds(db, '达人12', keywordGrams('达人12'), undefined),
    'nickname ids 小说迷 (common)': promotersRepository.nicknameIds(db, '小说迷', keywordGrams('小说迷'), undefined),
    'nickname newest 小说迷': promotersRepository.nicknameNewest(db, '小说迷', undefined, 11, 0),
    'newest, disabled': promotersRepository.newest(db, 'disabled', 11, 0),
  };
  for (const [name, query] of Object.entries(statements)) {
    const { sql, params } = query.toSQL();
    const rows = (await pool.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params)).rows;
    const lines = rows.map((r) => String(r['QUERY PLAN']));
    // The indexes of users the statement reads (the page's rows and their per-row lookups aside, which
    // are primary-key probes), and how many rows the heap gave: a missing index shows as a Seq Scan.
    const used = [
      ...new Set(
        lines.flatMap((l) => {
          const m = /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using (\w+) )?on (\w+)/.exec(l);
          return m && m[3] === 'users' ? [m[2] ?? 'Seq Scan'] : [];
        }),
      ),
    ];
    const ms = (label: string) => (lines.find((l) => l.startsWith(label)) ?? '').replace(`${label}: `, '');
    console.log(
      `  ${name.padEnd(28)} plan ${ms('Planning Time').padStart(9)}, run ${ms('Execution Time').padStart(9)}  ${used.join(', ')}`,
    );
  }
}

let nextOffset = 0;
async function measure(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  connections: number,
): Promise<LoadResult> {
  const offset = (nextOffset += ADDRESSES);
  const spec = {
    origin,
    requests: paths.map((path) => ({ path, headers })),
    connections,
    addresses: ADDRESSES,
    addressOffset: offset,
  };
  await runLoad({ ...spec, seconds: WARMUP_S });
  return runLoad({ ...spec, seconds: SECONDS });
}

const page = (keyword: string, extra = '') =>
  `/admin-api/promoters/page?keyword=${encodeURIComponent(keyword)}&page=1&size=10${extra}`;

const server = await benchServerUrl();
if (!server) {
  console.log('bench:promoters needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  process.exit(1);
}
const deployed = await startDeployed('PostgreSQL', server, 'tuike_bench_promoters');
let clean = true;
try {
  const pool = deployed.database.db.$client as unknown as Pool;
  console.log('\nPromoter search at a million promoters, PostgreSQL');
  const first = await fill(pool);
  console.log('\n  plans (EXPLAIN ANALYZE; the indexes of users each statement reads):');
  await plans(pool, deployed.database.db);

  const login = await fetch(`${deployed.origin}/admin-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123456' }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`console login answered ${login.status}`);
  const headers = { authorization: `Bearer ${token}` };

  // Several keywords of each kind, taken in turn by every connection.
  const figures: { name: string; paths: string[]; target?: number }[] = [
    {
      name: 'phone prefix (3–7 digits)',
      paths: ['138', '1391', '15012', '186002', '1770031', '19'].map((k) => page(k)),
      target: TARGET_P99_MS,
    },
    { name: 'phone prefix, page 20', paths: ['138', '1391', '15012'].map((k) => `${page(k).replace('page=1', 'page=20')}`) },
    { name: 'whole phone', paths: ['13000006007', '13000012014', '13000018021'].map((k) => page(k)) },
    { name: 'id / promoter number', paths: [String(first + 4242), '20123456', String(first + 777_777)].map((k) => page(k)) },
    { name: 'nickname fragment', paths: ['小说迷', '星辰', '达人12', 'star'].map((k) => page(k)) },
    { name: 'newest (no keyword)', paths: [page('')] },
    { name: 'disabled (status filter)', paths: [page('', '&status=disabled')] },
  ];
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const anchor = await startOneQueryAnchor(deployed.database);
  try {
    for (const connections of CONNECTIONS) {
      console.log(
        `\n  ${connections} connection${connections > 1 ? 's' : ''}, ${SECONDS} s per figure after ${WARMUP_S} s unrecorded, limits on, request log on\n\n` +
          `  ${'figure'.padEnd(28)}${pad('req/s', 8)}${pad('× anchor', 10)}${pad('p50', 6)}${pad('p99', 6)}${pad('max', 6)}` +
          `${pad('anchor req/s', 14)}${pad('p50', 6)}${pad('p99', 6)}  target`,
      );
      for (const figure of figures) {
        const a = await measure(anchor.target.url, ['/'], {}, connections);
        const r = await measure(deployed.origin, figure.paths, headers, connections);
        const failures = r.timeouts + r.errors + r.non2xx;
        if (failures) clean = false;
        const verdict =
          figure.target === undefined ? '' : `${r.latency.p99 <= figure.target ? 'ok' : 'MISSED'} p99 ≤ ${figure.target} ms`;
        console.log(
          `  ${figure.name.padEnd(28)}${pad(r.requestsPerSec.toFixed(0), 8)}${pad(`${(r.requestsPerSec / a.requestsPerSec).toFixed(2)}×`, 10)}` +
            `${pad(r.latency.p50, 6)}${pad(r.latency.p99, 6)}${pad(r.latency.max, 6)}` +
            `${pad(a.requestsPerSec.toFixed(0), 14)}${pad(a.latency.p50, 6)}${pad(a.latency.p99, 6)}  ${verdict}` +
            (failures ? `   ${failures} FAILED (${JSON.stringify(r.statusCodes)})` : ''),
        );
      }
    }
  } finally {
    await anchor.close();
  }
  console.log('\n  latencies in ms; anchor: one `select 1` per request through the same pool, measured right before.\n');
} finally {
  await deployed.close();
}
if (!clean) process.exitCode = 1;
