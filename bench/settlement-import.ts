/**
 * `npm run bench:settlement`: the settlement engine at a million report rows on PostgreSQL (issue 22). A
 * scratch database (`tuike_bench_settlement_<pid>`, dropped at the end) gets 100,000 promoters with one
 * active alias each on a CPS platform (70 %), written by generate_series; a standard-template report of
 * `SETTLEMENT_ROWS` rows (default 1,000,000; aliases in turn, amounts 0.01–99.99 yuan) is written to a
 * file as a stream. Then, in one run:
 *
 * - the product's path: the file uploaded to the built server, run as its own process (multipart,
 *   streamed from disk) → parse into the staging table → attribution and preview → confirm (income lines with provenance,
 *   rebates and ledger rows built in SQL from the staged rows by postIncomeLines' staged form, 10,000 line numbers a range)
 *   → `applied`, timed from the first byte sent to the applied status; the server process's peak RSS (VmHWM) read at the end;
 * - a hand-written set-based reference of the same work: COPY of the file into a staging table, one
 *   INSERT … SELECT joining the aliases into lines with the identity as a unique key, one ledger insert
 *   per promoter and one balance update per promoter.
 *
 * Prints rows/s of both, the CPU seconds each spent (the server process's and the database backends'; on a
 * shared machine the figures to compare, where the wall times move with the load) and the peak RSS. Target:
 * the product at least as fast as the reference, peak under 300 MB. The database server must be able to read the report file (COPY FROM a path: local server).
 * `SETTLEMENT_LOG_MS=100` logs the statements slower than that in the PostgreSQL server's log (below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { addDays, ymdOperator } from '../apps/server/src/lib/time';
import { createOperator, operatorSessions } from '../apps/server/src/modules/operators';
import { POSTGRES_TEST_ENV, startServer, stopServer } from '../apps/server/test/server-process';
import { SERVE_FLAGS } from './serve-flags';
import { benchServerUrl, freshBenchDatabase } from './postgres';

const ROWS = Math.max(1, Number(process.env.SETTLEMENT_ROWS ?? 1_000_000));
const PROMOTERS = 100_000;
const HEADER = 'row_id,date,alias,uid,link,work_title,new_users,orders,amount_yuan';

type Pool = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en');

/** 100,000 promoters, each with one active alias `压测<n>` on one CPS platform priced at 70 % for the last year. */
async function fill(pool: Pool) {
  const t0 = performance.now();
  const [{ platform }] = (
    await pool.query(
      `insert into task_platforms (name, logo, category, promotion_type, settlement_type)
       values ('压测平台', '/media/logo.svg', 1, 1, 1) returning id as platform`,
    )
  ).rows as [{ platform: number }];
  const [{ work }] = (
    await pool.query(
      `insert into works (type, title, cover, share_bps, task_platform_id) values (1, '压测短剧', '/media/cover.svg', 7000, $1) returning id as work`,
      [platform],
    )
  ).rows as [{ work: number }];
  await pool.query(
    `insert into task_platform_prices (task_platform_id, version, effective_from, price_desc, share_bps)
     values ($1, 1, now() - interval '365 days', '充值分成 70%', 7000)`,
    [platform],
  );
  await pool.query(
    `insert into users (phone, password_hash, nickname, invite_code, promoter_no)
     select (15000000000 + n)::text, 'bench-not-a-password-hash', '压测' || n, 'S' || n, (30000000 + n)::text
     from generate_series(1, $1) as n`,
    [PROMOTERS],
  );
  // Their balance rows, as registration writes them (modules/user/repository.ts): without them the confirm creates
  // them, and PostgreSQL re-checks the key to users on every update of a row its own transaction inserted.
  await pool.query(
    `insert into balances (user_id, balance, updated_at) select id, 0, now() from users where password_hash = 'bench-not-a-password-hash'`,
  );
  await pool.query(
    `insert into works_aliases (user_id, work_id, task_platform_id, alias, state, activated_at, backfill_deadline, backfilled_at)
     select u.id, $1, $2, '压测' || substr(u.nickname, 3), 2, now() - interval '300 days', now() + interval '7 days', now() - interval '299 days'
     from users u where u.password_hash = 'bench-not-a-password-hash'`,
    [work, platform],
  );
  await pool.query('analyze users; analyze balances; analyze works_aliases');
  console.log(`  ${PROMOTERS.toLocaleString('en')} promoters with aliases written in ${seconds(performance.now() - t0)}`);
  return platform;
}

/** The report, written as a stream: row i names alias i mod 100,000 and bills 0.01–99.99 yuan. */
async function writeReport(file: string, day: string) {
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? null : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${HEADER}\n`);
  for (let i = 0; i < ROWS; i++) {
    const cents = 1 + ((i * 7919) % 9999);
    const line = `R${i},${day},压测${1 + (i % PROMOTERS)},,,,,,${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}\n`;
    const wait = write(line);
    if (wait) await wait;
  }
  await new Promise<void>((r) => out.end(() => r()));
  fs.chmodSync(file, 0o644);
  return fs.statSync(file).size;
}

/** Peak resident memory of a process so far (VmHWM), in bytes. */
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** CPU seconds (user + system) a process has used so far: /proc/<pid>/stat, in clock ticks of 1/100 s (Linux's USER_HZ). */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU seconds the bench database's backends spend between start and `stop`, sampled every 0.25 s (a backend
 * that exits is counted as last seen): with the server's own, the work of a path whatever else runs on the machine,
 * where its wall time moves with the load. The database server must be local (as for COPY FROM a path).
 */
function backendCpu(pool: Pool, database: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await pool.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
      database,
    ]);
    for (const { pid } of rows as { pid: number }[]) {
      const cpu = cpuSeconds(pid);
      if (cpu === null) continue;
      if (!first.has(pid)) first.set(pid, cpu);
      last.set(pid, cpu);
    }
  };
  let sampling = sample();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, 250);
  return {
    ready: sampling,
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample();
      return [...last].reduce((sum, [pid, cpu]) => sum + cpu - (first.get(pid) ?? cpu), 0);
    },
  };
}

/** The built server (`npm run build:server`) as its own process, as deployed: its memory is the server's alone. */
async function productPath(pool: Pool, url: string, file: string, platform: number, day: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-data-'));
  const now = new Date();
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  const operator = await createOperator(
    db.db,
    { account: 'bench-finance', name: '压测财务', password: 'Bench!pass1', role: 'finance' },
    now,
  );
  const token = await operatorSessions.issue(db.db, operator.id, now, { ip: '127.0.0.1' });
  await db.close();
  const server = startServer(
    {
      ...POSTGRES_TEST_ENV,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    },
    [process.execPath, ...SERVE_FLAGS, 'apps/server/dist/main.js'],
  );
  try {
    const base = await server.url;
    const pid = server.child.pid!;
    const headers = { authorization: `Bearer ${token}` };
    const get = async (id: number) =>
      (
        (await (await fetch(`${base}/admin-api/settlement/imports/${id}`, { headers })).json()) as {
          data: { status: string; preview: unknown; error: string | null };
        }
      ).data;
    const until = async (id: number, status: string) => {
      for (;;) {
        const imp = await get(id);
        if (imp.status === status) return imp;
        if (imp.status === 'failed') throw new Error(`import failed: ${imp.error}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const form = new FormData();
    form.append('taskPlatformId', String(platform));
    form.append('reportDate', day);
    form.append('kind', 'settled');
    form.append('file', await fs.openAsBlob(file), 'report.csv');
    const database = backendCpu(pool, new URL(url).pathname.slice(1));
    await database.ready;
    const serverCpu0 = cpuSeconds(pid) ?? 0;
    const t0 = performance.now();
    const res = await fetch(`${base}/admin-api/settlement/imports`, { method: 'POST', headers, body: form });
    const { data } = (await res.json()) as { data: { id: number } };
    const uploaded = performance.now();
    const ready = await until(data.id, 'ready');
    const parsed = performance.now();
    await fetch(`${base}/admin-api/settlement/imports/${data.id}/confirm`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: crypto.randomUUID() }),
    });
    await until(data.id, 'applied');
    const applied = performance.now();
    const cpu = { server: (cpuSeconds(pid) ?? 0) - serverCpu0, database: await database.stop() };
    return {
      cpu,
      total: applied - t0,
      upload: uploaded - t0,
      parse: parsed - uploaded,
      confirm: applied - parsed,
      preview: ready.preview,
      peak: peakRss(pid),
    };
  } finally {
    stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same work, set-based by hand, into tables of its own. */
async function reference(pool: Pool, dbName: string, file: string, platform: number, day: string) {
  await pool.query(`create unlogged table ref_staging (row_id text, date date, alias text, uid text, link text, work_title text,
    new_users int, orders int, amount_yuan numeric)`);
  await pool.query(`create table ref_lines (id bigint generated always as identity primary key, user_id int not null, task_platform_id int not null,
    report_date date not null, row_key text not null, amount bigint not null, matched text not null,
    unique (task_platform_id, report_date, row_key))`);
  await pool.query(
    `create table ref_ledger (id bigint generated always as identity primary key, user_id int not null, amount bigint not null)`,
  );
  const database = backendCpu(pool, dbName);
  await database.ready;
  const t0 = performance.now();
  await pool.query(`copy ref_staging from '${file}' with (format csv, header true)`);
  const copied = performance.now();
  await pool.query(
    `insert into ref_lines (user_id, task_platform_id, report_date, row_key, amount, matched)
     select a.user_id, $1, $2, 'r:' || s.row_id,
       (case when s.amount_yuan < 0 then -1 else 1 end) * ((abs((s.amount_yuan * 100)::bigint) * 7000 + 5000) / 10000), a.alias
     from ref_staging s
     join works_aliases a on a.task_platform_id = $1 and lower(a.alias) = lower(s.alias) and a.state = 2
     on conflict do nothing`,
    [platform, day],
  );
  const attributed = performance.now();
  await pool.query(`insert into ref_ledger (user_id, amount) select user_id, sum(amount) from ref_lines group by user_id`);
  await pool.query(`update balances b set balance = b.balance + l.amount from ref_ledger l where l.user_id = b.user_id`);
  const posted = performance.now();
  return {
    cpu: await database.stop(),
    total: posted - t0,
    copy: copied - t0,
    attribute: attributed - copied,
    ledger: posted - attributed,
  };
}

/**
 * What the rules alone cost, whatever the engine's design: the reference's shape (COPY, one INSERT … SELECT, then
 * the ledger) writing what the product must write per row instead of the reference's own narrow tables — lines of
 * `income_lines` with their provenance, indexes and triggers (`income_days` kept), ONE ledger row per line in
 * `account_records` with its running balance (every credited line has exactly one ledger row and every ledger
 * income row one line), one balance update per promoter — and nothing else: no staged rows for a preview, no
 * progress, no rebates (the bench's promoters have no inviters), no checks. Run on the report's previous day, so
 * its identities are new, in one transaction rolled back after the CPU is read. The product cannot be cheaper than
 * this floor; the reference is cheaper than it by how much less it writes.
 */
async function rulesFloor(pool: Pool, dbName: string, file: string, platform: number, day: string) {
  // One connection: the transaction is rolled back at the end.
  const client = await (pool as unknown as { connect(): Promise<Pool & { release(): void }> }).connect();
  const database = backendCpu(pool, dbName);
  await database.ready;
  const t0 = performance.now();
  await client.query('begin');
  try {
    await client.query(`create unlogged table floor_staging (row_id text, date date, alias text, uid text, link text, work_title text,
      new_users int, orders int, amount_yuan numeric)`);
    await client.query(`copy floor_staging from '${file}' with (format csv, header true)`);
    const copied = performance.now();
    // One statement, as the reference's insert: the lines, their ledger rows and the balances from the same rows.
    await client.query(
      `with ins as (
         insert into income_lines (user_id, work_id, task_platform_id, status, amount, income_date, provenance, report_date, row_key,
           kind, price_id, created_at)
         select a.user_id, a.work_id, $1, 'credited', (abs((s.amount_yuan * 100)::bigint) * 7000 + 5000) / 10000, s.date,
           jsonb_build_object('source', 'report', 'batch', 'floor', 'row', s.row_id, 'matchedBy', 'alias', 'matched', a.alias,
             'rule', 'CPS 70%', 'shareBps', 7000, 'priceVersionId', 1, 'upstreamAmount', (s.amount_yuan * 100)::bigint),
           $2::date, 'r:' || s.row_id, 'settled', 1, now()
         from floor_staging s
         join works_aliases a on a.task_platform_id = $1 and lower(a.alias) = lower(s.alias) and a.state = 2
         returning id, user_id, amount),
       posted as (
         insert into account_records (user_id, type, amount, balance_after, ref_type, ref_id, note, created_at)
         select i.user_id, 'income', i.amount, b.balance + sum(i.amount) over (partition by i.user_id order by i.id), 'income_line', i.id,
           '压测平台 收益入账', now()
         from ins i join balances b on b.user_id = i.user_id
         where i.amount <> 0
         returning 1),
       credited as (
         update balances b set balance = b.balance + t.amount, earned = b.earned + t.amount
         from (select user_id, sum(amount) as amount from ins group by user_id) t where t.user_id = b.user_id
         returning 1)
       select (select count(*) from posted) as posted, (select count(*) from credited) as credited`,
      [platform, addDays(day, -1)],
    );
    const posted = performance.now();
    return {
      cpu: await database.stop(),
      total: posted - t0,
      copy: copied - t0,
      write: posted - copied,
    };
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const server = await benchServerUrl();
if (!server) {
  console.log('bench:settlement needs PostgreSQL (BENCH_DATABASE_URL or the local server)');
  process.exit(1);
}
const { url, drop } = await freshBenchDatabase(server, `tuike_bench_settlement_${process.pid}`);
const logMs = Number(process.env.SETTLEMENT_LOG_MS ?? 0);
if (logMs > 0) {
  // The statements slower than this logged with their durations in the PostgreSQL server's log (where each phase's
  // time goes), with SETTLEMENT_EXPLAIN=1 their plans, timings and triggers too (auto_explain, which slows them).
  const explain = process.env.SETTLEMENT_EXPLAIN
    ? [
        `session_preload_libraries = 'auto_explain'`,
        `auto_explain.log_min_duration = ${logMs}`,
        'auto_explain.log_analyze = on',
        'auto_explain.log_triggers = on',
        'auto_explain.log_nested_statements = on',
      ]
    : [];
  const c = await openDatabase({ databaseUrl: url, dataDir: null });
  for (const set of [`log_min_duration_statement = ${logMs}`, ...explain])
    await (c.db.$client as unknown as Pool).query(`alter database ${new URL(url).pathname.slice(1)} set ${set}`);
  await c.close();
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-report-'));
fs.chmodSync(dir, 0o755);
const file = path.join(dir, 'report.csv');
try {
  const setup = await openDatabase({ databaseUrl: url, dataDir: null });
  const pool = setup.db.$client as unknown as Pool;
  console.log(
    `\nSettlement import, ${ROWS.toLocaleString('en')} rows for ${PROMOTERS.toLocaleString('en')} promoters, PostgreSQL`,
  );
  const platform = await fill(pool);
  const day = addDays(ymdOperator(new Date()), -1);
  const bytes = await writeReport(file, day);
  console.log(`  report: ${(bytes / 1024 / 1024).toFixed(1)} MB`);

  const p = await productPath(pool, url, file, platform, day);
  console.log(
    `\n  product   ${perSecond(ROWS, p.total).padStart(8)} rows/s  (${seconds(p.total)}: upload ${seconds(p.upload)}, parse + attribute ${seconds(p.parse)}, confirm ${seconds(p.confirm)})`,
  );
  console.log(
    `            CPU ${p.cpu.server.toFixed(1)} s server + ${p.cpu.database.toFixed(1)} s database; peak RSS ${(p.peak / 1024 / 1024).toFixed(0)} MB`,
  );
  console.log(`            preview ${JSON.stringify(p.preview)}`);
  const r = await reference(pool, new URL(url).pathname.slice(1), file, platform, day);
  console.log(
    `  reference ${perSecond(ROWS, r.total).padStart(8)} rows/s  (${seconds(r.total)}: COPY ${seconds(r.copy)}, INSERT … SELECT ${seconds(r.attribute)}, ledger ${seconds(r.ledger)})`,
  );
  console.log(`            CPU ${r.cpu.toFixed(1)} s database`);
  const f = await rulesFloor(pool, new URL(url).pathname.slice(1), file, platform, day);
  console.log(
    `  the rules' floor ${perSecond(ROWS, f.total).padStart(8)} rows/s  (${seconds(f.total)}: COPY ${seconds(f.copy)}, lines + ledger + balances ${seconds(f.write)})`,
  );
  console.log(`            CPU ${f.cpu.toFixed(1)} s database`);
  console.log(`\n  target: product ≥ reference, peak RSS < 300 MB\n`);
  await setup.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  await drop();
}
