import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The calls pending/routes.ts still lists, read back from the OpenAPI document (they carry its tag). */
async function pendingCalls() {
  const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      op.tags?.includes('not built yet') ? [[method.toUpperCase(), path] as const] : [],
    ),
  );
}

describe('calls not built yet', () => {
  it('each answer 501 in the envelope, as a visitor and logged in, whatever the input', async () => {
    const { token } = await createUser(t.db);
    const wrong: string[] = [];
    for (const [method, url] of await pendingCalls()) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        const body = res.json();
        if (
          res.statusCode !== 501 ||
          JSON.stringify(body) !==
            JSON.stringify({ code: 501, msg: '该功能即将上线，敬请期待', data: null, errorCode: 'NOT_BUILT' })
        ) {
          wrong.push(`${method} ${url} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
