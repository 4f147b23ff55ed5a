/**
 * Time to serve GET /api/works/list?type=1 under autocannon (50 connections, 10 s) from the real
 * app on a fresh PGlite data directory with the demo seed. The load generator runs in a worker
 * thread so the server keeps the main thread to itself, as it would in production.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const PATH = '/api/works/list?type=1';

export type ApiResult = {
  requestsPerSec: number;
  latency: { p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export async function benchWorksList(): Promise<ApiResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await seedDemo(database.db);
  const app = await buildApp({ config: testConfig({ dataDir }), database });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}${PATH}`;
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
    return {
      requestsPerSec: result.requests.average,
      latency: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApi(r: ApiResult) {
  console.log(`\nGET ${PATH}: autocannon ${CONNECTIONS} connections, ${DURATION_S} s, PGlite with the demo seed\n`);
  console.log(`  requests/s     ${r.requestsPerSec.toFixed(1)}  (${r.requests} requests)`);
  console.log(`  latency p50    ${r.latency.p50} ms`);
  console.log(`  latency p97.5  ${r.latency.p97_5} ms`);
  console.log(`  latency p99    ${r.latency.p99} ms   (max ${r.latency.max} ms)`);
  console.log(`  errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}\n`);
  return r.errors === 0 && r.non2xx === 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!printApi(await benchWorksList())) process.exitCode = 1;
}
