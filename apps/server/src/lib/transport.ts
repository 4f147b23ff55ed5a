import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@tuike/contract/error-codes';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long the server waits on a client; every field in milliseconds. */
export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (a trickled body is cut off). */
  requestMs: number;
  /** A socket with no traffic at all during a request is closed. */
  idleMs: number;
  /** An idle keep-alive socket is kept this long between requests; above a load balancer's usual 60 s. */
  keepAliveMs: number;
  /** How often Node checks sockets against requestMs (tests shorten it). */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  // The app abandons a call after 30 s (REQUEST_TIMEOUT_MS): a request still arriving then has no one waiting.
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

const MESSAGES: Record<ParserStatus, { errorCode: ErrorCode; msg: string }> = {
  400: { errorCode: 'MALFORMED_REQUEST', msg: '请求格式不正确' },
  408: { errorCode: 'REQUEST_TIMEOUT', msg: '请求超时，请重试' },
  431: { errorCode: 'HEADERS_TOO_LARGE', msg: '请求头或网址过长' },
};

type ParserStatus = 400 | 408 | 431;

function statusOf(code: string | undefined): ParserStatus {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB, Content-Length
 * with Transfer-Encoding, bad chunking, timeouts) still answer in the envelope, written raw on the socket.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way cannot be replaced without corrupting it; just drop the connection.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(err);
    return;
  }
  const status = statusOf(err.code);
  this.log.debug({ err }, 'client error');
  const { errorCode, msg } = MESSAGES[status];
  const body = JSON.stringify({ code: status, msg, data: null, errorCode });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // end() flushes the answer first; destroy then frees the socket even if the client never closes its side.
  socket.once('finish', () => socket.destroy());
}

/** The Fastify server options for timeouts and parser errors. */
export function transportOptions(timeouts: Partial<Timeouts> = {}) {
  const t = { ...DEFAULT_TIMEOUTS, ...timeouts };
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node enforces requestTimeout on the body only while headersTimeout is no longer; Fastify sets
    // requestTimeout after creating the server, past Node's check of that, so both go in here too.
    http: { connectionsCheckingInterval: t.checkIntervalMs, requestTimeout: t.requestMs, headersTimeout: t.requestMs },
    clientErrorHandler,
  };
}
