/**
 * What autocannon counts when a keep-alive server closes connections (issue 20's soak): a plain Node
 * server that answers `Connection: close` on every CLOSE_EVERY-th answer, 50 connections for 20 s.
 * autocannon reconnects and sends anew, counting neither a timeout nor an error for the request it had
 * just written on the closing connection, so such losses show only as sent − answered − 50 (the ones in
 * flight at the end). bench:soak counts them that way. `node --import tsx bench/closed-connections.ts [n]`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const CLOSE_EVERY = Number(process.argv[2] ?? 200);
let served = 0;
let closes = 0;
const server = http.createServer((_req, res) => {
  served++;
  if (CLOSE_EVERY > 0 && served % CLOSE_EVERY === 0) {
    res.setHeader('connection', 'close');
    closes++;
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ code: 200, msg: 'ok', data: { served } }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { default: autocannon } = (await import(import.meta.resolve('autocannon'))) as {
  default: (opts: object) => Promise<{ requests: { sent: number; total: number }; timeouts: number; errors: number }>;
};
const r = await autocannon({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, connections: 50, duration: 20 });
server.close();
console.log(
  `closed ${closes} connections; sent ${r.requests.sent}, answered ${r.requests.total}, timeouts ${r.timeouts}, errors ${r.errors - r.timeouts};` +
    ` sent − answered − 50 in flight = ${r.requests.sent - r.requests.total - 50}`,
);
