/**
 * `npm run bench:deployed`: the reads of the app's first screens and money pages on the server as
 * deployed (bench/deployed.ts: per-address limits on, one trusted proxy hop, request log written,
 * compiled response serializer), each loaded from outside by bench/load.ts with 50 connections spread
 * over 2,048 client addresses, and each measured right after the one-query anchor (a route that makes
 * one `select 1` through the same database pool and nothing else: the most any uncached per-request
 * database read can serve on this machine in that moment). Issue 20's targets: every logged-in read
 * ≥ 0.5× that anchor; the works list p99 ≤ 15 ms and the alias list p99 ≤ 20 ms.
 *
 * PostgreSQL (BENCH_DATABASE_URL, default the local server); `DEPLOYED_ENGINES=PGlite,PostgreSQL` adds
 * PGlite. `DEPLOYED_SECONDS` (default 10) per figure after 2 s unrecorded, `DEPLOYED_RUNS` (default 1)
 * pairs per read, the best of each side kept. `DEPLOYED_ONLY=withdraw,summary` measures the reads whose
 * path contains one of those words.
 */
import { calls } from '@tuike/contract/calls';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { compileResponse } from '../apps/server/src/lib/serializer';
import { buildApp } from '../apps/server/src/app';
import { type Engine, listenAndLogin, startOneQueryAnchor, UNLIMITED } from './api-hot-path';
import { type Deployed, startDeployed } from './deployed';
import { type LoadResult, runLoad } from './load';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/seed/demo-user';
import { benchServerUrl } from './postgres';
import { type Read, READS } from './deployed-reads-list';

const SECONDS = Math.max(1, Number(process.env.DEPLOYED_SECONDS ?? 10));
const RUNS = Math.max(1, Number(process.env.DEPLOYED_RUNS ?? 1));
const CONNECTIONS = 50;
const ADDRESSES = 2048;
const WARMUP_S = 2;

/** Each figure gets clients of its own, so one figure's requests never count against another's limits. */
let nextOffset = 0;

async function measure(origin: string, path: string, headers: Record<string, string>): Promise<LoadResult> {
  const offset = (nextOffset += ADDRESSES);
  const spec = { origin, requests: [{ path, headers }], connections: CONNECTIONS, addresses: ADDRESSES, addressOffset: offset };
  await runLoad({ ...spec, seconds: WARMUP_S });
  return runLoad({ ...spec, seconds: SECONDS });
}

const best = (rs: LoadResult[]) => rs.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));
const failuresOf = (r: LoadResult) => r.timeouts + r.errors + r.non2xx;

/**
 * What writing one answer costs, the zod check (tests, development) against the compiled serializer
 * (production), on real answers of the logged-in reads: alternating batches, so both see the same machine.
 */
async function serializerCost(deployed: Deployed, reads: Read[]) {
  console.log('  writing one answer (µs, median of 9 alternating batches of 2,000): zod check → compiled');
  for (const read of reads.filter((r) => r.auth)) {
    const call = (calls as Record<string, { response: z.ZodType }>)[`GET ${read.path}`];
    if (!call) continue;
    const res = await deployed.app.inject({ url: read.path, headers: { authorization: `Bearer ${deployed.token}` } });
    const data: unknown = res.json();
    const checked = checkedSerializer({ schema: call.response, method: 'GET', url: read.path } as never) as (
      d: unknown,
    ) => string;
    const compiled = compileResponse(call.response);
    if (!compiled) continue;
    const batch = (write: (d: unknown) => string) => {
      const t0 = performance.now();
      for (let i = 0; i < 2000; i++) write(data);
      return ((performance.now() - t0) * 1000) / 2000;
    };
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 9; i++) {
      a.push(batch(checked));
      b.push(batch(compiled));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[4] ?? NaN;
    const [zodUs, compiledUs] = [median(a), median(b)];
    console.log(
      `    ${read.name.padEnd(30)}${zodUs.toFixed(1).padStart(7)} → ${compiledUs.toFixed(1).padStart(6)}  (${(zodUs / compiledUs).toFixed(1)}× less, ${res.body.length} bytes)`,
    );
  }
  console.log('');
}

async function benchEngine(engine: Engine, server: string | null) {
  const deployed = await startDeployed(engine, server, 'tuike_bench_deployed');
  const anchor = await startOneQueryAnchor(deployed.database);
  const only = process.env.DEPLOYED_ONLY?.split(',').map((w) => w.trim());
  const reads = READS.filter((r) => !only || only.some((w) => r.path.includes(w)));
  console.log(`\nDeployed reads on ${engine}`);
  await serializerCost(deployed, reads);
  console.log(
    `Under load: limits on, TRUST_PROXY=1, ${ADDRESSES} client addresses, request log on;` +
      ` ${CONNECTIONS} connections, ${SECONDS} s per figure after ${WARMUP_S} s unrecorded, best of ${RUNS}\n`,
  );
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `  ${'figure'.padEnd(30)}${pad('req/s', 8)}${pad('× anchor', 10)}${pad('p50', 6)}${pad('p99', 6)}${pad('max', 6)}` +
      `${pad('anchor req/s', 14)}${pad('p99', 6)}  target`,
  );
  // The path the older benches measure: the same app and database with the limits raised out of reach.
  const raised = await buildApp({
    config: deployed.config,
    database: deployed.database,
    rateLimits: { limits: UNLIMITED },
    logStream: { write: () => {} },
    jobs: { jobs: [] },
  });
  const raisedOrigin = (await listenAndLogin(raised, DEMO_ACCOUNT, DEMO_PASSWORD)).base;
  let clean = true;
  try {
    for (const read of reads) {
      const headers: Record<string, string> = read.auth ? { authorization: `Bearer ${deployed.token}` } : {};
      const anchors: LoadResult[] = [];
      const routes: LoadResult[] = [];
      // The public list also with the limits raised, in the same rounds: what bench:api measures.
      const raisedRuns: LoadResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        anchors.push(await measure(anchor.target.url, '/', {}));
        // Alternate which of the two goes first: the one right after the anchor measured slower in every round.
        const raisedFirst = i % 2 === 0;
        if (!read.auth && !read.benchOnly && raisedFirst) raisedRuns.push(await measure(raisedOrigin, read.path, headers));
        routes.push(await measure(deployed.origin, read.path, headers));
        if (!read.auth && !read.benchOnly && !raisedFirst) raisedRuns.push(await measure(raisedOrigin, read.path, headers));
      }
      if (raisedRuns.length) {
        const [a, r] = [best(anchors), best(raisedRuns)];
        console.log(
          `  ${`${read.name}, limits raised`.padEnd(30)}${pad(r.requestsPerSec.toFixed(0), 8)}` +
            `${pad(`${(r.requestsPerSec / a.requestsPerSec).toFixed(2)}×`, 10)}${pad(r.latency.p50, 6)}${pad(r.latency.p99, 6)}` +
            `${pad(r.latency.max, 6)}${pad(a.requestsPerSec.toFixed(0), 14)}${pad(a.latency.p99, 6)}  (what bench:api measures)`,
        );
      }
      const a = best(anchors);
      const r = best(routes);
      const failures = routes.reduce((n, x) => n + failuresOf(x), 0);
      if (failures) clean = false;
      const ratio = r.requestsPerSec / a.requestsPerSec;
      const verdict = [
        read.targets.minRatio !== undefined
          ? `${ratio >= read.targets.minRatio ? 'ok' : 'MISSED'} ≥ ${read.targets.minRatio}×`
          : '',
        read.targets.maxP99Ms !== undefined
          ? `${r.latency.p99 <= read.targets.maxP99Ms ? 'ok' : 'MISSED'} p99 ≤ ${read.targets.maxP99Ms} ms`
          : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `  ${read.name.padEnd(30)}${pad(r.requestsPerSec.toFixed(0), 8)}${pad(`${ratio.toFixed(2)}×`, 10)}` +
          `${pad(r.latency.p50, 6)}${pad(r.latency.p99, 6)}${pad(r.latency.max, 6)}` +
          `${pad(a.requestsPerSec.toFixed(0), 14)}${pad(a.latency.p99, 6)}  ${verdict}` +
          (failures ? `   ${failures} FAILED (${JSON.stringify(r.statusCodes)})` : ''),
      );
    }
  } finally {
    await raised.close();
    await anchor.close();
    await deployed.close();
  }
  console.log('\n  latencies in ms; anchor: one `select 1` per request through the same pool, measured right before.\n');
  return clean;
}

const engines = (process.env.DEPLOYED_ENGINES ?? 'PostgreSQL').split(',').map((e) => e.trim() as Engine);
const server = await benchServerUrl();
let clean = true;
for (const engine of engines) {
  if (engine === 'PostgreSQL' && !server) continue;
  clean = (await benchEngine(engine, engine === 'PostgreSQL' ? server : null)) && clean;
}
if (!clean) process.exitCode = 1;
