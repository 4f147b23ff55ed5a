import { eq } from 'drizzle-orm';
import { PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createUser, createWork } from '../../../test/factories';
import { client, createTestApp, type TestApp, twoNodes } from '../../../test/harness';
import { mcnTaskLinks } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { mcnTasksService } from './index';

let t: TestApp;
let api: ReturnType<typeof client>;
let alice: { token: string };
let bob: { token: string };
let starId: number;
let otherPlatformId: number;
let workId: number;
/** Task ids by name, created in beforeAll. */
const task: Record<'soon' | 'later' | 'other' | 'ended' | 'hidden' | 'race', number> = {
  soon: 0,
  later: 0,
  other: 0,
  ended: 0,
  hidden: 0,
  race: 0,
};

const LIST = '/api/mcnProviderTask/link/getTaskPromotionList';
const DETAIL = '/api/mcnProviderTask/link/GetTaskPromotionDetail';
const JOIN = '/api/mcnProviderTask/link/Join';
const TEMPLATE = 'https://www.xingtu.cn/task/{code}';

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [alice, bob] = await Promise.all([createUser(t.db), createUser(t.db)]);
  const star = { category: 4, promotionType: PROMOTION_TYPE.starTask.value, settlementType: SETTLEMENT_TYPE.perTask.value };
  starId = (await createTaskPlatform(t.db, { ...star, name: '抖音星图' })).id;
  otherPlatformId = (await createTaskPlatform(t.db, { ...star, name: '快手磁力聚星' })).id;
  workId = (await createWork(t.db)).id;
  const now = t.clock.now().getTime();
  const create = (title: string, endsInDays: number, extra: Partial<Parameters<typeof mcnTasksService.createTask>[1]> = {}) =>
    mcnTasksService
      .createTask(t.db, {
        taskPlatformId: starId,
        title,
        cover: '/media/cover.svg',
        rewardDesc: '每千次播放 ¥8',
        channelUrlTemplate: TEMPLATE,
        startsAt: new Date(now - 10 * DAY),
        endsAt: new Date(now + endsInDays * DAY),
        ...extra,
      })
      .then((r) => r.id);
  task.later = await create('甜宠短剧 切片混剪', 20, { workId });
  task.soon = await create('战神归来 口播种草', 1, {
    requirementsHtml: '<p>视频时长 ≥ 15 秒</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  });
  task.other = await create('聚星 剧情号招募', 5, { taskPlatformId: otherPlatformId });
  task.ended = await create('已结束的任务', -1, { startsAt: new Date(now - 20 * DAY) });
  task.hidden = await create('未发布的任务', 9, { published: false });
  task.race = await create('并发领取', 30);
}, 60_000);
afterAll(() => t.close());

const ids = (body: { data: { records: Array<{ id: number }> } }) => body.data.records.map((r) => r.id);

describe('GET getTaskPromotionList', () => {
  it('lists published tasks not ended, ending soonest first, with what the task offers', async () => {
    const res = await api.get(LIST, {}, alice.token);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([task.soon, task.other, task.later, task.race]);
    expect(res.body.data.hasNextPages).toBe(false);
    expect(res.body.data.records[2]).toEqual({
      id: task.later,
      title: '甜宠短剧 切片混剪',
      cover: '/media/cover.svg',
      taskPlatformId: starId,
      taskPlatformName: '抖音星图',
      rewardDesc: '每千次播放 ¥8',
      summary: '',
      tags: [],
      workId,
      endsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
      joinedCount: 0,
      joined: false,
    });
  });

  it('filters by keyword (LIKE characters taken literally), task platform and work', async () => {
    expect(ids((await api.get(LIST, { keyword: '战神' }, alice.token)).body)).toEqual([task.soon]);
    expect(ids((await api.get(LIST, { keyword: '%' }, alice.token)).body)).toEqual([]);
    expect(ids((await api.get(LIST, { taskPlatformId: otherPlatformId }, alice.token)).body)).toEqual([task.other]);
    expect(ids((await api.get(LIST, { workId }, alice.token)).body)).toEqual([task.later]);
  });

  it('pages through hasNextPages', async () => {
    const first = await api.get(LIST, { page: 1, size: 3 }, alice.token);
    expect(ids(first.body)).toEqual([task.soon, task.other, task.later]);
    expect(first.body.data.hasNextPages).toBe(true);
    const second = await api.get(LIST, { page: 2, size: 3 }, alice.token);
    expect(ids(second.body)).toEqual([task.race]);
    expect(second.body.data.hasNextPages).toBe(false);
  });

  it("tells each promoter whether they joined: Bob sees Alice's join in the count only", async () => {
    expect((await api.post(JOIN, { taskId: task.later }, alice.token)).status).toBe(200);

    const forAlice = (await api.get(LIST, { workId }, alice.token)).body.data.records[0];
    expect(forAlice).toMatchObject({ id: task.later, joined: true, joinedCount: 1 });
    const forBob = (await api.get(LIST, { workId }, bob.token)).body.data.records[0];
    expect(forBob).toMatchObject({ id: task.later, joined: false, joinedCount: 1 });

    expect(ids((await api.get(LIST, { joined: 'true' }, alice.token)).body)).toEqual([task.later]);
    expect(ids((await api.get(LIST, { joined: 'true' }, bob.token)).body)).toEqual([]);
    expect(ids((await api.get(LIST, { joined: 'false' }, bob.token)).body)).toEqual([
      task.soon,
      task.other,
      task.later,
      task.race,
    ]);
  });

  it('needs a login', async () => {
    const res = await api.get(LIST);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '请先登录', data: null, errorCode: 'UNAUTHENTICATED' });
  });
});

describe('GET GetTaskPromotionDetail', () => {
  it('answers the requirements sanitised and no link before joining', async () => {
    const res = await api.get(DETAIL, { id: task.soon }, bob.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: task.soon, title: '战神归来 口播种草', joined: false, myLink: null });
    expect(res.body.data.requirementsHtml).toBe('<p>视频时长 ≥ 15 秒</p><img src="x" />');
    expect(res.body.data.startsAt).toMatch(/\+08:00$/);
  });

  it('shows each promoter their own link only', async () => {
    const joined = await api.post(JOIN, { taskId: task.soon }, bob.token);
    const forBob = await api.get(DETAIL, { id: task.soon }, bob.token);
    expect(forBob.body.data.myLink).toEqual(joined.body.data);
    expect(forBob.body.data).toMatchObject({ joined: true });
    const forAlice = await api.get(DETAIL, { id: task.soon }, alice.token);
    expect(forAlice.body.data).toMatchObject({ joined: false, myLink: null, joinedCount: 1 });
  });

  it('answers 404 for an unknown, ended or unpublished task', async () => {
    for (const id of [999_999, task.ended, task.hidden]) {
      const res = await api.get(DETAIL, { id }, alice.token);
      expect(res.status, `task ${id}`).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: '任务不存在或已结束', data: null, errorCode: 'NOT_FOUND' });
    }
  });
});

describe('POST Join', () => {
  it("answers the upstream's link with the promoter's own code, the same one when asked again", async () => {
    const first = await api.post(JOIN, { taskId: task.other }, alice.token);
    expect(first.status).toBe(200);
    const { code, link, taskId, joinedAt } = first.body.data;
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{10}$/);
    expect(link).toBe(`https://www.xingtu.cn/task/${code}`);
    expect(taskId).toBe(task.other);
    expect(joinedAt).toMatch(/\+08:00$/);

    t.clock.advance(60_000);
    const again = await api.post(JOIN, { taskId: task.other }, alice.token);
    expect(again.body.data).toEqual(first.body.data);

    const bobs = await api.post(JOIN, { taskId: task.other }, bob.token);
    expect(bobs.body.data.code).not.toBe(code);
  });

  it('refuses an ended task with 409 TASK_ENDED, and an unpublished or unknown one with 404', async () => {
    const ended = await api.post(JOIN, { taskId: task.ended }, alice.token);
    expect(ended.status).toBe(409);
    expect(ended.body).toEqual({
      code: 409,
      msg: 'taskId：任务已结束，无法领取',
      data: null,
      errorCode: 'TASK_ENDED',
      field: 'taskId',
    });
    for (const taskId of [task.hidden, 999_999]) {
      const res = await api.post(JOIN, { taskId }, alice.token);
      expect(res.status, `task ${taskId}`).toBe(404);
    }
    expect(await t.db.$count(mcnTaskLinks, eq(mcnTaskLinks.taskId, task.ended))).toBe(0);
  });

  it('needs a login', async () => {
    const res = await api.post(JOIN, { taskId: task.soon });
    expect(res.status).toBe(401);
  });

  it('holds under 20 parallel requests over two nodes: one row, the same link to all', async () => {
    const nodes = await twoNodes(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => nodes[i % 2]!.post(JOIN, { taskId: task.race }, alice.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.link)).size).toBe(1);
    expect(await t.db.$count(mcnTaskLinks, eq(mcnTaskLinks.taskId, task.race))).toBe(1);
  });
});
