import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { accountDeletionRequests } from '../../db/schema';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

/**
 * Makes the database refuse to revoke this user's tokens, as a failure between the two steps of
 * the application would: a trigger, so the real code path runs and nothing is mocked.
 */
async function failRevokingTokensOf(userId: number) {
  await t.db.execute(sql`create or replace function test_refuse_revoke() returns trigger language plpgsql as $$
    begin raise exception 'revoking refused by the test'; end $$`);
  await t.db.execute(
    sql.raw(`create trigger test_refuse_revoke before update on user_tokens for each row
      when (new.user_id = ${Number(userId)} and old.revoked_at is null and new.revoked_at is not null)
      execute function test_refuse_revoke()`),
  );
  return () => t.db.execute(sql`drop trigger test_refuse_revoke on user_tokens`);
}

describe('POST /api/user/applyDeleteAccount', () => {
  it('records the application and signs out everywhere together, or does neither', async () => {
    const { user, token } = await createUser(t.db);
    const requests = () => t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, user.id));
    const apply = () => api.post('/api/user/applyDeleteAccount', { reason: '不再使用' }, token);
    const home = () => api.get('/api/user/home/data', {}, token);

    const restore = await failRevokingTokensOf(user.id);
    const failed = await apply();
    await restore();
    expect(failed.body).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', data: null, errorCode: 'INTERNAL' });
    expect(await requests()).toHaveLength(0);
    expect((await home()).status).toBe(200);

    // Nothing half-done stands in the way of a retry.
    expect((await apply()).status).toBe(200);
    expect((await requests()).map((r) => r.status)).toEqual(['pending']);
    expect((await home()).body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null, errorCode: 'SESSION_EXPIRED' });
  });
});
