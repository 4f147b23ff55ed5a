import { calls } from '@tuike/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every `METHOD /path` the app routes, read back from Fastify's route tree (HEAD twins left out). */
function routedCalls(): string[] {
  const stack: string[] = [];
  const routed: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    // The first two groups always take part in a match; only the methods may be missing.
    const [, indent = '', segment = '', methods] = m;
    const depth = indent.length / 4;
    const parent = depth > 0 ? stack[depth - 1] : '';
    if (parent === undefined) throw new Error(`route tree line deeper than its parent: ${line}`);
    const path = parent + segment;
    stack[depth] = path;
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routed.push(`${method} ${path}`);
  }
  return routed;
}

describe('the call registry', () => {
  it('routes every call, with a handler or as not built yet', () => {
    const routed = new Set(routedCalls());
    expect(Object.keys(calls).filter((key) => !routed.has(key))).toEqual([]);
  });

  it('is the only source of /api and /dev routes', () => {
    const outside = routedCalls().filter((key) => /^\w+ \/(api|dev)\//.test(key) && !(key in calls));
    expect(outside).toEqual([]);
  });

  it('reads the route tree (so the checks above are not vacuous)', () => {
    expect(routedCalls()).toEqual(
      expect.arrayContaining(['GET /api/user/loginByAccount', 'POST /api/user/loginbyphone', 'GET /media/:id', 'GET /healthz']),
    );
  });

  it('guards the calls that need a login before validating their input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/modifynickname', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: '请先登录', data: null });
  });
});
