/**
 * The load generator of the deployed-path benches (bench:deployed, bench:soak), in a process of its own
 * so that it shares no heap or garbage collector with the server it loads. It sends what a load balancer
 * in front of the deployed server sends: every request carries an X-Forwarded-For taken in turn from a
 * pool of client addresses (so the per-address limits count each client, as in production), and each
 * connection cycles through the given paths. Besides autocannon's own figures it counts what the soak
 * needs: requests sent, answers received and requests that never got an answer.
 *
 * Run as `node --import tsx bench/load.ts '<json LoadSpec>'`; prints one JSON LoadResult line.
 * `runLoad()` does that from a bench.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadSpec = {
  /** Origin of the server, e.g. http://127.0.0.1:3000 */
  origin: string;
  /** Each connection sends these in turn, over and over. */
  requests: { path: string; headers?: Record<string, string> }[];
  connections: number;
  seconds: number;
  /** Size of the client address pool (0: no X-Forwarded-For, e.g. an anchor without a proxy in front). */
  addresses: number;
  /** Where in the 10.0.0.0/8 space the pool starts: separate figures use separate clients. */
  addressOffset?: number;
  /** A request without an answer after this long counts as not answered (autocannon's timeout). */
  timeoutS?: number;
};

export type LoadResult = {
  requestsPerSec: number;
  latency: { p50: number; p99: number; max: number };
  /** Requests written to a socket. */
  sent: number;
  /** Answers received (any status). */
  answered: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Requests with no answer within timeoutS (autocannon then drops the connection and opens another). */
  timeouts: number;
  /** Connection errors (refused, reset). */
  errors: number;
  /** Seconds into the run at which each timeout was counted: all at once is a stall, spread out is not. */
  timeoutAt: number[];
};

/** What a phone's WebView sends with every call: a big answer then travels compressed. */
export const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** The n-th client address of the pool: 10.a.b.c, never a network or broadcast address. */
export const clientAddress = (n: number) => `10.${(n >> 14) & 255}.${(n >> 6) & 255}.${(n & 63) + 2}`;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const AUTOCANNON = import.meta.resolve('autocannon');

/** Runs one load in a child process and returns what it measured. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(HERE, 'load.ts'), JSON.stringify(spec)],
      { maxBuffer: 16 * 1024 * 1024, timeout: (spec.seconds + 60) * 1000 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`load generator failed: ${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as LoadResult);
      },
    );
  });
}

async function main(spec: LoadSpec) {
  // autocannon ships no types; the part used here is typed below. Resolved by path: its entry is a plain .js.
  const { default: autocannon } = (await import(AUTOCANNON)) as {
    default: (opts: object) => PromiseLike<Result> & { on(event: 'reqError', listener: (err: Error) => void): void };
  };
  type Result = {
    requests: { average: number; sent: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  const offset = spec.addressOffset ?? 0;
  let next = 0;
  const forwardedFor = () => clientAddress(offset + (next++ % spec.addresses));
  const requests = spec.requests.map(({ path: p, headers = {} }) => ({
    method: 'GET',
    path: p,
    headers: { ...CLIENT_HEADERS, ...headers },
    ...(spec.addresses > 0
      ? {
          setupRequest: (req: { headers: Record<string, string> }) => ({
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor() },
          }),
        }
      : {}),
  }));
  const timeoutAt: number[] = [];
  const t0 = performance.now();
  const instance = autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.seconds,
    timeout: spec.timeoutS ?? 10,
    requests,
  });
  instance.on('reqError', (err: Error) => {
    if (err.message === 'request timed out') timeoutAt.push(Math.round((performance.now() - t0) / 100) / 10);
  });
  const r = await instance;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, { count }]) => [code, count]));
  const answered = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const result: LoadResult = {
    requestsPerSec: r.requests.average,
    latency: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    sent: r.requests.sent,
    answered,
    non2xx: r.non2xx,
    statusCodes,
    timeouts: r.timeouts,
    // autocannon counts a timeout as an error too.
    errors: r.errors - r.timeouts,
    timeoutAt,
  };
  console.log(JSON.stringify(result));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main(JSON.parse(process.argv[2] ?? '{}') as LoadSpec);
}
