/**
 * `npm run bench:soak`: requests that never come back (issue 20). The deployed server (bench/deployed.ts:
 * limits on, one trusted proxy hop, request log on) under a mixed load of public and logged-in reads,
 * 50 connections from 2,048 client addresses, each connection cycling through every read, for
 * SOAK_SECONDS (default 30; the runs were 120–300 s). It counts the requests that got no
 * answer within 10 s (autocannon's timeouts), connection errors, and compares the answers received
 * with the server's request log. Any request not answered fails the run; the target is 0.
 *
 * Both engines: PGlite always, PostgreSQL when its server answers (bench/postgres.ts);
 * `SOAK_ENGINES=PostgreSQL` (or PGlite) runs one.
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Engine } from './api-hot-path';
import { readRequestLog, startDeployed } from './deployed';
import { runLoad } from './load';
import { benchServerUrl } from './postgres';

const SECONDS = Math.max(1, Number(process.env.SOAK_SECONDS ?? 30));
const CONNECTIONS = 50;
const ADDRESSES = 2048;

/** The reads of the app's first screens and money pages; `auth` ones carry the demo promoter's token. */
export const MIXED_READS: { path: string; auth?: boolean }[] = [
  { path: '/api/works/list' },
  { path: '/api/works/list?type=2&sort=hot' },
  { path: '/api/siteNotice/page' },
  { path: '/dev/config/GetIndexBannerList' },
  { path: '/api/article/FAQ' },
  { path: '/api/taskPlatform/getTaskPlatformList' },
  { path: '/api/user/home/data', auth: true },
  { path: '/api/worksAlias/list', auth: true },
  { path: '/api/userAccount/summary', auth: true },
  { path: '/api/withdraw/page', auth: true },
  { path: '/api/siteNotice/page', auth: true },
];

export type SoakResult = {
  engine: Engine;
  seconds: number;
  requestsPerSec: number;
  sent: number;
  answered: number;
  notAnswered: number;
  lostOnClosedConnections: number;
  errors: number;
  statusCodes: Record<string, number>;
  logLines: number;
  slowestLoggedMs: number;
  p99: number;
  max: number;
  connections: { opened: number; closedDuringLoad: number; clientErrors: Record<string, number> };
  timeoutAt: number[];
  longestStallMs: number;
};

export async function soak(engine: Engine, server: string | null, seconds = SECONDS): Promise<SoakResult> {
  const deployed = await startDeployed(engine, server, 'tuike_bench_soak');
  try {
    const authorization = `Bearer ${deployed.token}`;
    // Connections the server accepted and closed during the load: a steady load keeps its 50 open, so
    // any more means the server (or the client) dropped connections mid-run.
    let opened = 0;
    let closedByServer = 0;
    const clientErrors: Record<string, number> = {};
    deployed.app.server.on('connection', (socket) => {
      opened++;
      socket.on('close', () => {
        // The load generator closes all 50 at its end; only closes well before that count.
        if (performance.now() < started + (seconds - 1) * 1000) closedByServer++;
      });
    });
    deployed.app.server.on('clientError', (err: Error & { code?: string }) => {
      clientErrors[err.code ?? err.message] = (clientErrors[err.code ?? err.message] ?? 0) + 1;
    });
    const started = performance.now();
    // The server's longest event-loop stall: requests wait in the kernel meanwhile, unseen by its own timings.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const r = await runLoad({
      origin: deployed.origin,
      requests: MIXED_READS.map(({ path: p, auth }) => ({ path: p, ...(auth ? { headers: { authorization } } : {}) })),
      connections: CONNECTIONS,
      seconds,
      addresses: ADDRESSES,
      timeoutS: 10,
    });
    loopDelay.disable();
    // Answers still being logged when the load stopped: give the log a moment to catch up.
    await new Promise((res) => setTimeout(res, 500));
    const log = readRequestLog(deployed.logFile);
    return {
      engine,
      seconds,
      requestsPerSec: r.requestsPerSec,
      sent: r.sent,
      answered: r.answered,
      notAnswered: r.timeouts,
      // Each connection has one request in flight when the load stops; any other request sent and neither
      // answered nor timed out went out on a connection that closed under it (autocannon then reconnects
      // and counts nothing).
      lostOnClosedConnections: Math.max(0, r.sent - r.answered - r.timeouts - CONNECTIONS),
      errors: r.errors,
      statusCodes: r.statusCodes,
      // The login before the load is a line too.
      logLines: log.lines - 1,
      slowestLoggedMs: log.slowestMs,
      p99: r.latency.p99,
      max: r.latency.max,
      connections: { opened, closedDuringLoad: closedByServer, clientErrors },
      timeoutAt: r.timeoutAt,
      longestStallMs: Math.round(loopDelay.max / 1e6),
    };
  } finally {
    await deployed.close();
  }
}

export function printSoak(r: SoakResult): boolean {
  const codes = Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}: ${n.toLocaleString('en')}`)
    .join(', ');
  const clean = r.notAnswered === 0 && r.lostOnClosedConnections === 0 && r.errors === 0;
  console.log(
    `\nSoak on ${r.engine}: ${MIXED_READS.length} mixed reads, ${CONNECTIONS} connections from ${ADDRESSES} addresses through a trusted proxy, ${r.seconds} s\n` +
      `  sent ${r.sent.toLocaleString('en')}, answered ${r.answered.toLocaleString('en')} (${codes}), ${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.p99} ms, max ${r.max} ms\n` +
      `  not answered within 10 s: ${r.notAnswered}   lost on closed connections: ${r.lostOnClosedConnections}   connection errors: ${r.errors}   ${clean ? 'ok (target 0)' : 'FAILED (target 0)'}\n` +
      `  server request log: ${r.logLines.toLocaleString('en')} lines (answers received − lines: ${r.answered - r.logLines}), slowest ${r.slowestLoggedMs} ms\n` +
      (r.timeoutAt.length ? `  timeouts counted at (s into the run): ${r.timeoutAt.join(', ')}\n` : '') +
      `  server event loop: longest stall ${r.longestStallMs} ms\n` +
      `  connections: ${r.connections.opened} opened (${CONNECTIONS} expected), ${r.connections.closedDuringLoad} closed during the load; client errors ${JSON.stringify(r.connections.clientErrors)}`,
  );
  return clean;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const only = process.env.SOAK_ENGINES?.split(',').map((e) => e.trim());
  const server = await benchServerUrl();
  let clean = true;
  if (!only || only.includes('PGlite')) clean = printSoak(await soak('PGlite', null)) && clean;
  if (server && (!only || only.includes('PostgreSQL'))) clean = printSoak(await soak('PostgreSQL', server)) && clean;
  if (!clean) process.exitCode = 1;
}
