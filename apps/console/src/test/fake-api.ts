import type { ConsoleCallKey } from '@tuike/contract/call-types';
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
  key: string;
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

export function installFakeApi() {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const headersOf = new Map<FakeEnvelope, Record<string, string>>();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const req: FakeRequest = {
      key,
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
