import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createUser, createWork } from '../../../test/factories';
import { uploadPicture } from '../../../test/factories-media';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { DAY } from '../../lib/clock';
import { isoOperator } from '../../lib/time';

let t: TestApp;
let api: ReturnType<typeof client>;
let operator: string;
let cover: string;
let platformId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  operator = (await createOperator(t, 'operator')).token;
  cover = await uploadPicture(t, operator);
  platformId = (await createTaskPlatform(t.db, { name: '抖音星图', category: 4, promotionType: 3, settlementType: 3 })).id;
});
afterAll(() => t.close());

const at = (days: number) => isoOperator(new Date(t.clock.now().getTime() + days * DAY));
const form = (overrides: Record<string, unknown> = {}) => ({
  taskPlatformId: platformId,
  title: '短剧混剪挑战',
  cover,
  rewardDesc: '每千次播放 ¥8',
  requirementsHtml: '<p>时长 15 秒以上</p><script>steal()</script><a href="javascript:alert(1)">点我</a>',
  tags: ['混剪'],
  channelUrlTemplate: 'https://xingtu.example/join?c={code}',
  startsAt: at(-1),
  endsAt: at(7),
  ...overrides,
});

describe('star/MCN tasks in the console', () => {
  it('creates a task with its requirements sanitised; promoters see it and take it', async () => {
    const res = await api.post('/admin-api/mcn-tasks/save', form(), operator);
    expect(res.status).toBe(200);
    const task = res.body.data;
    expect(task).toMatchObject({ title: '短剧混剪挑战', status: 'open', published: true, joinedCount: 0, taskPlatformName: '抖音星图' });
    expect(task.requirementsHtml).toContain('<p>时长 15 秒以上</p>');
    expect(task.requirementsHtml).not.toMatch(/script|javascript:/);

    const promoter = await createUser(t.db);
    const joined = await api.post('/api/mcnProviderTask/link/Join', { taskId: task.id }, promoter.token);
    expect(joined.body.data.link).toMatch(/^https:\/\/xingtu\.example\/join\?c=[0-9a-z]{10}$/);
    const detail = await api.get('/admin-api/mcn-tasks/detail', { id: String(task.id) }, operator);
    expect(detail.body.data.joinedCount).toBe(1);
  });

  it('updates a task and ends it: promoters can no longer take it, a second end answers 409; each write audited', async () => {
    const work = await createWork(t.db, { title: '总裁的替身' });
    const task = (await api.post('/admin-api/mcn-tasks/save', form(), operator)).body.data;
    const updated = await api.post('/admin-api/mcn-tasks/save', form({ id: task.id, title: '改名的任务', workId: work.id }), operator);
    expect(updated.body.data).toMatchObject({ title: '改名的任务', workId: work.id, workTitle: '总裁的替身' });

    const ended = await api.post('/admin-api/mcn-tasks/end', { id: task.id }, operator);
    expect(ended.body.data).toMatchObject({ status: 'ended', endsAt: isoOperator(t.clock.now()) });
    const promoter = await createUser(t.db);
    const late = await api.post('/api/mcnProviderTask/link/Join', { taskId: task.id }, promoter.token);
    expect(late.body).toMatchObject({ code: 409, errorCode: 'TASK_ENDED' });
    expect((await api.post('/admin-api/mcn-tasks/end', { id: task.id }, operator)).body).toEqual({
      code: 409,
      msg: 'id：任务已结束',
      data: null,
      errorCode: 'TASK_ENDED',
      field: 'id',
    });
    const actions = (await t.db.execute(sql`select action from audit_log where target_type = 'mcn_tasks' and target_id = ${String(task.id)} order by id`)).rows;
    expect(actions).toEqual([{ action: 'mcnTask.create' }, { action: 'mcnTask.update' }, { action: 'mcnTask.end' }]);
  });

  it('ends a task that has not started yet before its start', async () => {
    const task = (await api.post('/admin-api/mcn-tasks/save', form({ startsAt: at(2), endsAt: at(9) }), operator)).body.data;
    expect(task.status).toBe('upcoming');
    const ended = (await api.post('/admin-api/mcn-tasks/end', { id: task.id }, operator)).body.data;
    expect(ended.status).toBe('ended');
    expect(Date.parse(ended.startsAt)).toBeLessThan(Date.parse(ended.endsAt));
  });

  it('lists tasks by status and keyword', async () => {
    const p = (await createTaskPlatform(t.db, { category: 4 })).id;
    const mk = (title: string, extra: Record<string, unknown>) =>
      api.post('/admin-api/mcn-tasks/save', form({ taskPlatformId: p, title, ...extra }), operator);
    await mk('进行中的', {});
    await mk('未开始的', { startsAt: at(1), endsAt: at(3) });
    await mk('未发布的', { published: false });
    const ended = (await mk('已结束的', {})).body.data;
    await api.post('/admin-api/mcn-tasks/end', { id: ended.id }, operator);
    const titles = async (q: Record<string, string>) =>
      ((await api.get('/admin-api/mcn-tasks/page', { taskPlatformId: String(p), ...q }, operator)).body.data.records as { title: string }[]).map(
        (r) => r.title,
      );
    expect(await titles({ status: 'open' })).toEqual(['进行中的']);
    expect(await titles({ status: 'upcoming' })).toEqual(['未开始的']);
    expect(await titles({ status: 'unpublished' })).toEqual(['未发布的']);
    expect(await titles({ status: 'ended' })).toEqual(['已结束的']);
    expect(await titles({ keyword: '开始', sort: 'createdAt', order: 'asc' })).toEqual(['未开始的']);
  });

  it('refuses a bad form field by field, and finance altogether', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ channelUrlTemplate: 'https://xingtu.example/join' }, 'channelUrlTemplate', 'channelUrlTemplate：渠道链接必须包含 {code}，用来放推客的渠道码'],
      [{ channelUrlTemplate: 'http://xingtu.example/?c={code}' }, 'channelUrlTemplate', 'channelUrlTemplate：渠道链接必须是 https:// 开头的网址'],
      [{ endsAt: at(-2) }, 'endsAt', 'endsAt：结束时间必须晚于开始时间'],
      [{ workId: 999_999 }, 'workId', 'workId：作品不存在'],
      [{ taskPlatformId: 999_999 }, 'taskPlatformId', 'taskPlatformId：任务平台不存在'],
    ];
    for (const [overrides, field, msg] of cases)
      expect((await api.post('/admin-api/mcn-tasks/save', form(overrides), operator)).body, field).toEqual({
        code: 400,
        msg,
        data: null,
        errorCode: 'VALIDATION_FAILED',
        field,
      });
    const finance = (await createOperator(t, 'finance')).token;
    expect((await api.post('/admin-api/mcn-tasks/save', form(), finance)).body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect((await api.get('/admin-api/mcn-tasks/page', {}, finance)).status).toBe(200);
  });
});
