import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEFAULT_TIMEOUTS, transportOptions } from './transport';

/**
 * What reaches the server as raw bytes: requests Node's parser refuses, and clients that send too
 * slowly. Short timeouts keep it quick; a real socket is the only way to see what goes on the wire.
 */
let t: TestApp;
let app: TestApp['app'];
let port: number;

beforeAll(async () => {
  // The harness's copy of the run's migrated template, not a database migrated here from scratch.
  t = await createTestApp({ timeouts: { requestMs: 600, idleMs: 1_500, checkIntervalMs: 100 } });
  app = t.app;
  port = Number(new URL(await t.listen()).port);
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; headers: Record<string, string>; body: string; closedAfterMs: number };

/** Sends `chunks` (strings, or pauses in ms) on a fresh socket and reads until the server closes it. */
function raw(chunks: Array<string | number>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let stopped = false;
    socket.on('data', (d) => received.push(d));
    socket.on('error', (err) => (received.length ? undefined : reject(err)));
    socket.on('close', () => {
      stopped = true;
      const text = Buffer.concat(received).toString('utf8');
      // split always answers at least one part, so the defaults only satisfy the type checker.
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
    void (async () => {
      for (const c of chunks) {
        if (stopped) return;
        if (typeof c === 'number') await new Promise((r) => setTimeout(r, c));
        else socket.write(c);
      }
    })();
  });
}

const ERROR_CODES: Record<number, string> = { 400: 'MALFORMED_REQUEST', 408: 'REQUEST_TIMEOUT', 431: 'HEADERS_TOO_LARGE' };
const envelope = (code: number, msg: string) => JSON.stringify({ code, msg, data: null, errorCode: ERROR_CODES[code] });

describe('requests the HTTP parser refuses', () => {
  it('answers a URL over 16 KB with 431 in the envelope', async () => {
    const res = await raw([`GET /api/works/list?keyword=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(envelope(431, '请求头或网址过长'));
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('answers Content-Length together with Transfer-Encoding with 400 in the envelope', async () => {
    const res = await raw([
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toBe(envelope(400, '请求格式不正确'));
  });

  it('answers a header holding NUL with 400 in the envelope', async () => {
    const res = await raw(['GET /healthz HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n']);
    expect(res.status).toBe(400);
    expect(res.body).toBe(envelope(400, '请求格式不正确'));
  });

  it('answers a request line that is not HTTP with 400 in the envelope', async () => {
    const res = await raw(['HELLO\r\n\r\n']);
    expect(res.status).toBe(400);
    expect(res.body).toBe(envelope(400, '请求格式不正确'));
  });
});

describe('slow clients', () => {
  it('cuts off a body sent a byte at a time with 408 in the envelope', async () => {
    const body = JSON.stringify({ account: '13800000000', password: 'x'.repeat(40) });
    const trickle = [...body].flatMap((ch) => [ch, 50]);
    const res = await raw([
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      ...trickle,
    ]);
    expect(res.status).toBe(408);
    expect(res.body).toBe(envelope(408, '请求超时，请重试'));
    // Cut off at the request timeout (plus one check interval), long before the body would have arrived.
    expect(res.closedAfterMs).toBeLessThan(body.length * 50);
  });

  it('cuts off headers that never end', async () => {
    const res = await raw([
      'GET /api/works/list HTTP/1.1\r\nHost: x\r\n',
      300,
      'X-A: 1\r\n',
      300,
      'X-B: 2\r\n',
      300,
      'X-C: 3\r\n',
      3_000,
    ]);
    expect(res.status).toBe(408);
    expect(res.closedAfterMs).toBeLessThan(2_000);
  });

  it('closes a connection that never sends a byte', async () => {
    const res = await raw([5_000]);
    expect(res.status).toBe(408);
    expect(res.body).toBe(envelope(408, '请求超时，请重试'));
    expect(res.closedAfterMs).toBeLessThan(3_000);
  });

  it('still serves a request that arrives in time on the same server', async () => {
    const res = await raw(['GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(res.status).toBe(200);
  });
});

describe('timeouts', () => {
  it('are finite in production', () => {
    const options = transportOptions();
    for (const ms of [options.requestTimeout, options.connectionTimeout, options.keepAliveTimeout]) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(120_000);
    }
    expect(options.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
  });

  it('reach the HTTP server', () => {
    expect(app.server.requestTimeout).toBe(600);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(600);
    expect(app.server.timeout).toBe(1_500);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
  });
});
