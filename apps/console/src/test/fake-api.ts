import type { ConsoleCallKey } from '@tuike/contract/call-types';
import { calls } from '@tuike/contract/calls';
import { vi } from 'vitest';

/**
 * A fake server at the fetch level for the console's tests: the real request function, its headers,
 * envelopes, 401 handling and toasts run; only the network is replaced. Answers per call key.
 */
export interface FakeEnvelope {
  code: number;
  msg: string;
  data: unknown;
  errorCode?: string;
  field?: string;
}

export interface FakeRequest {
  /** The call's key as the registry writes it (`GET /admin-api/settlement/imports/:id`). */
  key: string;
  /** The values of the path's `:name` segments. */
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = FakeEnvelope | Promise<FakeEnvelope>;
export type FakeHandler = (req: FakeRequest) => Answer;

export const ok = (data: unknown): FakeEnvelope => ({ code: 200, msg: 'ok', data });
export const page = <T>(records: T[], hasNextPages = false) => ok({ records, hasNextPages });
/** An error envelope as the server writes it. */
export const fail = (msg: string, extra: { code?: number; errorCode?: string; field?: string } = {}): FakeEnvelope => ({
  code: extra.code ?? 400,
  msg,
  data: null,
  ...(extra.errorCode ? { errorCode: extra.errorCode } : {}),
  ...(extra.field ? { field: extra.field } : {}),
});

/** Each call with a `:name` segment as a pattern, so a request's path finds its key. */
const PATTERNS = Object.entries(calls).flatMap(([key, call]) =>
  call.path.includes('/:')
    ? [{ key, method: call.method, re: new RegExp(`^${call.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`) }]
    : [],
);

function keyOf(method: string, pathname: string): { key: string; params: Record<string, string> } {
  for (const p of PATTERNS) {
    const m = p.method === method ? p.re.exec(pathname) : null;
    if (m)
      return {
        key: p.key,
        params: Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
      };
  }
  return { key: `${method} ${pathname}`, params: {} };
}

export function installFakeApi() {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const headersOf = new Map<FakeEnvelope, Record<string, string>>();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const { key, params } = keyOf(init.method ?? 'GET', url.pathname);
    const req: FakeRequest = {
      key,
      params,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(req);
    const handler = handlers.get(key);
    const answer = handler ? await handler(req) : fail(`fake-api: no answer for ${key}`, { code: 404 });
    return new Response(JSON.stringify(answer), {
      status: answer.code,
      headers: { 'content-type': 'application/json', ...headersOf.get(answer) },
    });
  });
  return {
    requests,
    /** The requests made to one call, oldest first. */
    sent: (key: ConsoleCallKey) => requests.filter((r) => r.key === key),
    on(key: ConsoleCallKey, handler: FakeHandler | FakeEnvelope) {
      handlers.set(key, typeof handler === 'function' ? handler : () => handler);
    },
    /** An answer with response headers (Retry-After). */
    withHeaders(answer: FakeEnvelope, headers: Record<string, string>) {
      headersOf.set(answer, headers);
      return answer;
    },
    /** The call waits until `release`, to look at the loading state. */
    hold(key: ConsoleCallKey) {
      let release: (answer: FakeEnvelope) => void = () => {};
      handlers.set(key, () => new Promise<FakeEnvelope>((resolve) => (release = resolve)));
      return { release: (answer: FakeEnvelope) => release(answer) };
    },
  };
}
