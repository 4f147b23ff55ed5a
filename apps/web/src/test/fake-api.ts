import { vi } from 'vitest';

/**
 * A fake server at the fetch level, for page tests. It stands in for `globalThis.fetch` (not for
 * lib/request.ts), so the real request function, its headers, envelopes and toasts are what run.
 */

export type Method = 'GET' | 'POST';

/** The server's envelope; error envelopes may name an `errorCode` and the `field` at fault. */
export interface FakeEnvelope {
  code: number;
  msg: string;
  data: unknown;
  errorCode?: string;
  field?: string;
}

export interface FakeRequest {
  method: Method;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
  headers: Record<string, string>;
}

type Answer = FakeEnvelope | Promise<FakeEnvelope>;
export type FakeHandler = (req: FakeRequest) => Answer;

export const ok = (data: unknown): FakeEnvelope => ({ code: 200, msg: 'ok', data });

/** An error envelope as the server writes it: `{ code, msg, data: null, errorCode?, field? }`. */
export const fail = (msg: string, extra: { code?: number; errorCode?: string; field?: string } = {}): FakeEnvelope => ({
  code: extra.code ?? 400,
  msg,
  data: null,
  ...(extra.errorCode ? { errorCode: extra.errorCode } : {}),
  ...(extra.field ? { field: extra.field } : {}),
});

export const page = <T>(records: T[], hasNextPages = false) => ok({ records, hasNextPages });

/** A request that waits until the test releases it, to look at the loading state. */
export interface Held {
  release(answer?: FakeEnvelope): void;
}

const key = (method: Method, path: string) => `${method} ${path}`;

function only(req: FakeRequest | undefined, method: Method, path: string): FakeRequest {
  if (!req) throw new Error(`fake-api: no ${key(method, path)} request was made`);
  return req;
}

// The fake APIs of the running test, ended with it (endFakeApis).
const running = new Set<() => void>();

/**
 * Ends the running test's fake APIs (the page-test kit calls it after each test, before it clears the
 * session): an answer not given yet is never given, so it cannot land in the next test (the home data's
 * answer stores its user, and did sign the next test's visitor in, now and then). Resolves once what the
 * answers already given set off has run: reading them (Response.json) and acting on them are promise
 * callbacks, which a timer's turn waits out.
 */
export async function endFakeApis() {
  for (const end of running) end();
  running.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export function installFakeApi() {
  let ended = false;
  running.add(() => (ended = true));
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase() as Method;
    const req: FakeRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    requests.push(req);
    const handler = handlers.get(key(method, req.path));
    let envelope: FakeEnvelope;
    if (handler) envelope = await handler(req);
    else {
      unhandled.push(key(method, req.path));
      envelope = { code: 404, msg: `fake-api：没有 ${key(method, req.path)}`, data: null };
    }
    // The test that asked is over: its caller waits for ever, and nothing of the answer reaches the next test.
    if (ended) return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFake);

  const api = {
    /** Answers `method path` with a handler or a fixed envelope (replacing any earlier answer). */
    on(method: Method, path: string, answer: FakeHandler | FakeEnvelope) {
      handlers.set(key(method, path), typeof answer === 'function' ? answer : () => answer);
      return api;
    },
    /** Holds every call to `method path` until released; afterwards `then` answers (default: the release's). */
    hold(method: Method, path: string, then?: FakeHandler | FakeEnvelope): Held {
      let open: (a: FakeEnvelope) => void = () => undefined;
      const gate = new Promise<FakeEnvelope>((resolve) => (open = resolve));
      api.on(method, path, () => gate);
      return {
        release(answer) {
          if (then) api.on(method, path, then);
          else if (answer) api.on(method, path, answer);
          open(answer ?? ok(null));
        },
      };
    },
    /** Every request made, in order. */
    requests,
    /** Requests no handler answered (they got a 404 envelope). */
    unhandled,
    /** The requests made to one endpoint. */
    calls: (method: Method, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** The first request made to one endpoint; throws when there was none. */
    firstCall: (method: Method, path: string) => only(api.calls(method, path).at(0), method, path),
    /** The latest request made to one endpoint; throws when there was none. */
    lastCall: (method: Method, path: string) => only(api.calls(method, path).at(-1), method, path),
  };
  return api;
}

export type FakeApi = ReturnType<typeof installFakeApi>;
