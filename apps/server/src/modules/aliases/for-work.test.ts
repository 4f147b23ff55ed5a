import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFS, writeSetting } from '../app-config';
import { createUser, createWork } from '../../../test/factories';
import { createAlias, createAliasWork } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxLiveAliases: 2 });
});
afterAll(() => t.close());

const forWork = (token: string, workId: unknown) => api.get('/api/worksAlias/ForWork', { workId }, token);
const create = (token: string, workId: number, alias: string) =>
  api.post('/api/worksAlias/CreateAlias', { workId, alias }, token);

describe('GET /api/worksAlias/ForWork', () => {
  it('answers my aliases of the work, newest first, and the rule CreateAlias then enforces', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    const { work: elsewhere } = await createAliasWork(t.db);

    const none = await forWork(me.token, work.id);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({
      aliases: [],
      canApply: true,
      applyNote: '你还可申请 2 个口令（最多同时持有 2 个审核中或生效中的关键词）',
    });

    const rejected = await createAlias(
      t.db,
      { userId: me.user.id, workId: work.id, taskPlatformId: platform.id, state: 3, reason: '与作品无关' },
      t.clock.now(),
    );
    // Someone else's alias of the same work and my alias of another work are not this page's.
    await createAlias(t.db, { userId: other.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    expect((await create(me.token, elsewhere.id, '别的作品')).status).toBe(200);
    t.clock.advance(60_000);
    const mine = (await create(me.token, work.id, '我的口令')).body.data;

    const held = (await forWork(me.token, work.id)).body.data;
    expect(held.aliases.map((a: { id: number }) => a.id)).toEqual([mine.id, rejected.id]);
    expect(held.aliases[0]).toEqual(mine);
    expect(held.aliases[1]).toMatchObject({ state: 3, stateLabel: '审核不通过', reason: '与作品无关' });
    // Two live (one here, one elsewhere) of at most two: the page says so, and CreateAlias agrees.
    expect(held.canApply).toBe(false);
    expect(held.applyNote).toBe('最多同时持有 2 个审核中或生效中的关键词，请先删除不用的关键词');
    const refused = await create(me.token, work.id, '第二个口令');
    expect(refused.body).toEqual(errorBody(409, held.applyNote, 'ALIAS_LIMIT_REACHED'));

    // With room again, a second alias of the same work is allowed, said plainly, and accepted.
    await api.post('/api/worksAlias/Delete', { id: mine.id }, me.token);
    expect((await create(me.token, work.id, '同作品一')).status).toBe(200);
    await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxLiveAliases: 3 });
    const room = (await forWork(me.token, work.id)).body.data;
    expect(room.canApply).toBe(true);
    expect(room.applyNote).toBe('同一作品可以再申请口令：你还可申请 1 个（最多同时持有 3 个审核中或生效中的关键词）');
    expect((await create(me.token, work.id, '同作品二')).status).toBe(200);
    await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxLiveAliases: 2 });
  });

  it('says a work that cannot be applied for cannot, with CreateAlias reason', async () => {
    const me = await createUser(t.db);
    const { work } = await createAliasWork(t.db);
    const hidden = await createWork(t.db, { taskPlatformId: work.taskPlatformId, published: false });
    expect((await forWork(me.token, hidden.id)).body.data).toEqual({
      aliases: [],
      canApply: false,
      applyNote: '作品不存在或已下架',
    });
    expect((await forWork(me.token, 999_999)).body.data).toMatchObject({ canApply: false });
  });

  it('needs a login and a positive work id, naming workId', async () => {
    const me = await createUser(t.db);
    expect((await api.get('/api/worksAlias/ForWork', { workId: 1 })).status).toBe(401);
    const bad = await forWork(me.token, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'workId' });
  });
});
