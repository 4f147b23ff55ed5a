import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createAliasWork, createMediaAccount } from '../../test/factories-promotion';
import { errorBody } from '../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { worksAliases } from '../db/schema';
import { DAY, MINUTE } from '../lib/clock';
import { firstRow } from '../lib/rows';
import { reviewAlias } from '../modules/aliases';
import { operatorActor } from '../../test/factories-operators';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const row = async (id: number) => firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, id)), `alias ${id}`);

describe('expire-aliases job', () => {
  it('expires active aliases not back-filled by their deadline, and only those', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const auto = await createAliasWork(t.db);
    const manual = await createAliasWork(t.db, { aliasReviewMode: 'manual' });
    const claim = async (token: string, workId: number, alias: string) =>
      (await api.post('/api/worksAlias/CreateAlias', { workId, alias }, token)).body.data.id as number;
    const start = t.clock.now();

    const idle = await claim(me.token, auto.work.id, '到期口令');
    const filled = await claim(me.token, auto.work.id, '回填口令');
    const theirs = await claim(other.token, auto.work.id, '别人口令');
    const reviewing = await claim(me.token, manual.work.id, '审核口令');
    const account = await createMediaAccount(t.db, me.user.id);
    const fill = await api.post(
      '/api/worksAliasLink/FillWorks',
      { aliasId: filled, platformAccountId: account.id, url: 'https://v.douyin.com/iExpire1/' },
      me.token,
    );
    expect(fill.status).toBe(200);
    // Approved a day later: its own window starts then.
    t.clock.advance(DAY);
    await reviewAlias(t.app.deps, await operatorActor(t, 'operator'), reviewing, { approve: true });

    const at = (ms: number) => new Date(start.getTime() + ms);
    // The job runs every ten minutes: its run just before the deadline leaves everything as it is.
    expect(await t.app.jobs.runDue(at(7 * DAY - 10 * MINUTE))).toContain('expire-aliases');
    for (const id of [idle, filled, theirs, reviewing]) expect((await row(id)).state, `alias ${id}`).toBe(2);

    expect(await t.app.jobs.runDue(at(7 * DAY))).toContain('expire-aliases');
    for (const id of [idle, theirs]) {
      expect(await row(id)).toMatchObject({ state: 4, reason: '未在规定时间内回填', expiredAt: at(7 * DAY) });
    }
    expect((await row(filled)).state).toBe(2);
    expect((await row(reviewing)).state).toBe(2);
    await t.app.jobs.runDue(at(8 * DAY));
    expect((await row(reviewing)).state).toBe(4);
    expect((await row(filled)).state).toBe(2);

    // An expired alias takes no back-fill, and its word is free again.
    const late = await api.post(
      '/api/worksAliasLink/FillWorks',
      { aliasId: idle, platformAccountId: account.id, url: 'https://v.douyin.com/iExpire2/' },
      me.token,
    );
    expect(late.body).toEqual(errorBody(409, '关键词已失效，不能回填', 'ALIAS_NOT_ACTIVE', 'aliasId'));
    expect((await api.post('/api/worksAlias/CreateAlias', { workId: auto.work.id, alias: '到期口令' }, other.token)).status).toBe(
      200,
    );
    const [listed] = (await api.get('/api/worksAlias/list', { state: 4 }, me.token)).body.data.records;
    expect(listed).toMatchObject({ stateLabel: '已失效', reason: '未在规定时间内回填', backfillDeadline: null });
  });
});
