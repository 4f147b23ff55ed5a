import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createUser } from '../../../test/factories';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { users, userTokens } from '../../db/schema';
import { MINUTE } from '../../lib/clock';
import { firstRow } from '../../lib/rows';
import { isoOperator } from '../../lib/time';
import { contentService } from '../content';
import { hashToken } from './index';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const EXPIRED = errorBody(401, '登录已过期，请重新登录', 'SESSION_EXPIRED');
const UNAUTHENTICATED = errorBody(401, '请先登录', 'UNAUTHENTICATED');

/** The promoter reads that check their token inside the statement that reads their data (routeOwnSession). */
const OWN_SESSION_READS: [path: string, query: Record<string, string | number>][] = [
  ['/api/withdraw/page', {}],
  ['/api/withdraw/page', { status: 'approved' }],
  ['/api/worksAliasLink/List', {}],
  ['/api/worksAliasLink/List', { state: 1 }],
  ['/api/userAccount/GetEstimateIncome', {}],
  ['/api/team/summary', {}],
  ['/api/team/members/page', {}],
  ['/api/worksAlias/list', {}],
  ['/api/userAccount/summary', {}],
  ['/api/user/home/data', {}],
  ['/api/platformAccount/GetPlatfromAndAccountList', {}],
  ['/api/withdrawAccount/list', {}],
  ['/api/worksAlias/StateList', {}],
  ['/api/worksAlias/StateList', { workType: 1 }],
  ['/api/userAccount/record/page', {}],
  ['/api/userAccount/income/page', {}],
  ['/api/userAccount/income/page', { dateType: 3, startDate: '2026-01-01', endDate: '2026-03-01', status: 'credited' }],
  ['/api/user/getMentorInfo', {}],
];

const tokenRow = async (token: string) =>
  firstRow(
    await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token))),
    'token',
  );

/** How many statements the database is sent while `run` runs. */
async function statementsOf(run: () => Promise<unknown>) {
  const query = vi.spyOn(t.db.$client, 'query');
  try {
    await run();
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
  }
}

describe('reads that check the token in their own statement', () => {
  it.each(OWN_SESSION_READS)('%s %j: one statement for a live token, the session check included', async (path, q) => {
    const me = await createUser(t.db);
    // The session was just issued: no touch is due, so the read is its one statement.
    let status = 0;
    expect(await statementsOf(async () => (status = (await api.get(path, q, me.token)).status))).toBe(1);
    expect(status).toBe(200);
  });

  it.each(OWN_SESSION_READS)('%s %j: 401 as a route-resolved call answers it', async (path, q) => {
    expect((await api.get(path, q)).body).toEqual(UNAUTHENTICATED);
    expect((await api.get(path, q, 'not-a-token')).body).toEqual(EXPIRED);

    const revoked = await createUser(t.db);
    expect((await api.post('/api/user/logout', {}, revoked.token)).status).toBe(200);
    expect((await api.get(path, q, revoked.token)).body).toEqual(EXPIRED);

    const idle = await createUser(t.db);
    await t.db
      .update(userTokens)
      .set({ expiresAt: t.clock.now() })
      .where(eq(userTokens.tokenHash, hashToken(idle.token)));
    expect((await api.get(path, q, idle.token)).body).toEqual(EXPIRED);

    // Disabled with the token not (yet) revoked: the session rule's user check refuses it.
    const disabled = await createUser(t.db);
    await t.db.update(users).set({ disabledAt: t.clock.now(), disabledReason: '刷量作弊' }).where(eq(users.id, disabled.user.id));
    expect((await api.get(path, q, disabled.token)).body).toEqual(EXPIRED);
  });

  it.each(OWN_SESSION_READS)('%s %j: slides the session at most once a minute', async (path, q) => {
    const me = await createUser(t.db);
    t.clock.advance(2 * MINUTE);
    const now = t.clock.now();
    expect((await api.get(path, q, me.token)).status).toBe(200);
    expect((await tokenRow(me.token)).lastUsedAt).toEqual(now);
    t.clock.advance(30_000);
    expect((await api.get(path, q, me.token)).status).toBe(200);
    expect((await tokenRow(me.token)).lastUsedAt).toEqual(now);
  });
});

describe('GET /api/siteNotice/page with a token', () => {
  const saveNotice = (title: string) =>
    contentService.saveNotice(
      t.db,
      { title, contentHtml: `<p>${title}</p>`, publishedAt: isoOperator(new Date(t.clock.now().getTime() - MINUTE)) },
      t.clock.now(),
    );
  const marks = (body: { data: { records: { id: number; read: boolean }[] } }, id: number) =>
    body.data.records.find((n) => n.id === id)?.read;

  it("reads the caller's own marks in one statement; a token that is not live reads as a visitor", async () => {
    const notice = await saveNotice('提现到账时间调整');
    const reader = await createUser(t.db);
    const other = await createUser(t.db);
    expect((await api.get('/api/siteNotice/detail', { id: notice.id }, reader.token)).status).toBe(200);

    let body: Parameters<typeof marks>[0] = { data: { records: [] } };
    expect(await statementsOf(async () => (body = (await api.get('/api/siteNotice/page', {}, reader.token)).body))).toBe(1);
    expect(marks(body, notice.id)).toBe(true);
    expect(marks((await api.get('/api/siteNotice/page', {}, other.token)).body, notice.id)).toBe(false);

    expect((await api.post('/api/user/logout', {}, reader.token)).status).toBe(200);
    const dead = await api.get('/api/siteNotice/page', {}, reader.token);
    expect(dead.status).toBe(200);
    expect(marks(dead.body, notice.id)).toBe(false);
    expect((await api.get('/api/siteNotice/page', {}, 'not-a-token')).body).toEqual((await api.get('/api/siteNotice/page')).body);
  });

  it('slides a live session at most once a minute', async () => {
    const me = await createUser(t.db);
    t.clock.advance(2 * MINUTE);
    const now = t.clock.now();
    expect((await api.get('/api/siteNotice/page', {}, me.token)).status).toBe(200);
    expect((await tokenRow(me.token)).lastUsedAt).toEqual(now);
    t.clock.advance(30_000);
    expect((await api.get('/api/siteNotice/page', {}, me.token)).status).toBe(200);
    expect((await tokenRow(me.token)).lastUsedAt).toEqual(now);
  });
});
