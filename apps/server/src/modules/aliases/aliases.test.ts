import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userTokens, worksAliases } from '../../db/schema';
import { DAY, MINUTE } from '../../lib/clock';
import { firstRow } from '../../lib/rows';
import { isoOperator } from '../../lib/time';
import { SETTING_DEFS, writeSetting } from '../app-config';
import { hashToken } from '../session';
import { createUser, createWork } from '../../../test/factories';
import { addAliasDay, createAlias, createAliasWork } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { reviewAlias } from './review';
import { operatorActor } from '../../../test/factories-operators';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const create = (token: string, workId: number, alias: string) =>
  api.post('/api/worksAlias/CreateAlias', { workId, alias }, token);
const list = async (token: string, query: Record<string, unknown> = {}) =>
  (await api.get('/api/worksAlias/list', query, token)).body.data;
const aliasesOf = (page: { records: { alias: string }[] }) => page.records.map((a) => a.alias);
const rowOf = async (id: number) =>
  firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, id)), `alias ${id}`);

describe('POST /api/worksAlias/CreateAlias', () => {
  it('activates at once on an auto platform, with the back-fill deadline of the operator window', async () => {
    const me = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db, {}, { title: '闪婚后傅总每天都在追妻' });
    const res = await create(me.token, work.id, '傅总追妻');
    expect(res.status).toBe(200);
    const now = t.clock.now();
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      alias: '傅总追妻',
      state: 2,
      stateLabel: '生效中',
      reason: null,
      workId: work.id,
      workTitle: '闪婚后傅总每天都在追妻',
      workCover: work.cover,
      workType: 1,
      taskPlatformId: platform.id,
      taskPlatformName: platform.name,
      createdAt: isoOperator(now),
      activatedAt: isoOperator(now),
      backfillDeadline: isoOperator(new Date(now.getTime() + 7 * DAY)),
      linkCount: 0,
      effectiveLinkCount: 0,
      income: 0,
      newUsers: 0,
      canDelete: true,
    });
  });

  it('stays in review on a manual platform until the operator decides', async () => {
    const me = await createUser(t.db);
    const { work } = await createAliasWork(t.db, { aliasReviewMode: 'manual' });
    const first = (await create(me.token, work.id, '审核口令甲')).body.data;
    expect(first).toMatchObject({ state: 1, stateLabel: '审核中', activatedAt: null, backfillDeadline: null });

    t.clock.advance(90 * MINUTE);
    await reviewAlias(t.app.deps, await operatorActor(t, 'operator'), first.id, { approve: true });
    const approvedAt = t.clock.now();
    const [approved] = (await list(me.token, { workId: work.id, state: 2 })).records;
    expect(approved).toMatchObject({
      id: first.id,
      state: 2,
      activatedAt: isoOperator(approvedAt),
      backfillDeadline: isoOperator(new Date(approvedAt.getTime() + 7 * DAY)),
    });

    const second = (await create(me.token, work.id, '审核口令乙')).body.data;
    await reviewAlias(t.app.deps, await operatorActor(t, 'operator'), second.id, { approve: false, reason: '关键词与作品无关' });
    const [rejected] = (await list(me.token, { workId: work.id, state: 3 })).records;
    expect(rejected).toMatchObject({
      id: second.id,
      stateLabel: '审核不通过',
      reason: '关键词与作品无关',
      backfillDeadline: null,
    });
    // Decided already: the operator cannot decide twice.
    await expect(reviewAlias(t.app.deps, await operatorActor(t, 'operator'), second.id, { approve: true })).rejects.toMatchObject(
      {
        errorCode: 'REVIEW_CONFLICT',
      },
    );
  });

  it("keeps the platform's rule: prefix, length and characters, naming the field alias", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const story = await createAliasWork(t.db, { aliasPrefix: '故事', aliasMinLength: 4, aliasMaxLength: 6, aliasCharset: 'han' });
    const fanqie = await createAliasWork(t.db, { aliasMinLength: 3, aliasMaxLength: 5, aliasCharset: 'han' });
    const drive = await createAliasWork(t.db, { aliasMinLength: 4, aliasMaxLength: 10, aliasCharset: 'alnum' });
    const cases: [number, string, string, string][] = [
      [story.work.id, '重生团宠', '关键词须以「故事」开头', 'VALIDATION_FAILED'],
      [story.work.id, '故事豪门团宠文', '关键词最多 6 个字', 'VALIDATION_FAILED'],
      [story.work.id, '故事A1', '关键词只能是汉字，不能含「A」', 'ALIAS_CHARACTERS_INVALID'],
      [fanqie.work.id, '团宠', '关键词至少 3 个字', 'VALIDATION_FAILED'],
      [fanqie.work.id, '团宠2', '关键词只能是汉字，不能含「2」', 'ALIAS_CHARACTERS_INVALID'],
      [drive.work.id, '夸克资源', '关键词只能是字母或数字，不能含「夸」', 'ALIAS_CHARACTERS_INVALID'],
    ];
    for (const [workId, alias, msg, code] of cases) {
      const res = await create(me.token, workId, alias);
      expect(res.body, alias).toEqual(errorBody(400, msg, code, 'alias'));
    }
    expect((await create(me.token, story.work.id, '故事豪门团宠')).body.data.state).toBe(2);
    expect((await create(me.token, fanqie.work.id, '团宠文')).status).toBe(200);
    expect((await create(me.token, drive.work.id, 'Kuake2026')).status).toBe(200);
    expect(aliasesOf(await list(other.token))).toEqual([]);
    expect((await list(me.token)).records).toHaveLength(3);
  });

  it('is unique per task platform across promoters, ignoring case; other platforms and freed words are fine', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    const sibling = await createWork(t.db, { taskPlatformId: platform.id });
    expect((await create(other.token, work.id, 'CEO甜妻')).status).toBe(200);
    const taken = await create(me.token, sibling.id, 'ceo甜妻');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(errorBody(409, '该关键词已被占用，换一个试试', 'ALIAS_TAKEN', 'alias'));
    const elsewhere = await createAliasWork(t.db);
    expect((await create(me.token, elsewhere.work.id, 'CEO甜妻')).status).toBe(200);

    // Rejected and expired aliases free their word.
    for (const state of [3, 4] as const) {
      const word = `空出${state}号`;
      await createAlias(
        t.db,
        { userId: other.user.id, workId: work.id, taskPlatformId: platform.id, alias: word, state },
        t.clock.now(),
      );
      expect((await create(me.token, work.id, word)).status, word).toBe(200);
    }
  });

  it('reads look-alike spellings as the word they imitate (NFKC) and refuses what is still not the charset', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { work } = await createAliasWork(t.db, { aliasMinLength: 3, aliasMaxLength: 8, aliasCharset: 'han' });
    const story = await createAliasWork(t.db, { aliasPrefix: '故事', aliasMinLength: 4, aliasMaxLength: 8, aliasCharset: 'han' });
    expect((await create(other.token, work.id, '手木手金')).status).toBe(200);
    expect((await create(other.token, work.id, '黄金时代')).status).toBe(200);
    // Kangxi radicals (U+2F3F ⼿, U+2F4A ⽊, U+2FA6 ⾦) and a compatibility ideograph (U+F90A 金).
    for (const lookAlike of ['\u2F3F\u2F4A\u2F3F\u2FA6', '黄\uF90A时代']) {
      expect((await create(me.token, work.id, lookAlike)).body, lookAlike).toEqual(
        errorBody(409, '该关键词已被占用，换一个试试', 'ALIAS_TAKEN', 'alias'),
      );
    }
    // Free words are stored as the ideographs, so the real word meets them afterwards.
    const stored = await create(me.token, story.work.id, '故事\u2F2D\u2F4A\u2F3C');
    expect(stored.body.data.alias).toBe('故事山木心');
    expect((await rowOf(stored.body.data.id)).alias).toBe('故事山木心');
    expect((await create(other.token, story.work.id, '故事山木心')).body.code).toBe(409);
    // A radical with no ideograph to become (CJK radicals supplement ⺮) and an iteration mark stay refused.
    for (const [alias, char] of [
      ['竹\u2EAE之歌', '\u2EAE'],
      ['年年\u3005岁', '\u3005'],
    ]) {
      expect((await create(me.token, work.id, alias!)).body, alias).toEqual(
        errorBody(400, `关键词只能是汉字，不能含「${char}」`, 'ALIAS_CHARACTERS_INVALID', 'alias'),
      );
    }
    expect(aliasesOf(await list(me.token, { workId: work.id }))).toEqual([]);
  });

  it('holds at most the configured number of live aliases; rejected, expired and deleted ones do not count', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db, { aliasReviewMode: 'manual' });
    await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxLiveAliases: 2 });
    try {
      for (const state of [3, 4] as const) {
        await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id, state }, t.clock.now());
      }
      await createAlias(
        t.db,
        { userId: me.user.id, workId: work.id, taskPlatformId: platform.id, deletedAt: t.clock.now() },
        t.clock.now(),
      );
      expect((await create(me.token, work.id, '上限一')).status).toBe(200);
      expect((await create(me.token, work.id, '上限二')).status).toBe(200);
      const third = await create(me.token, work.id, '上限三');
      expect(third.status).toBe(409);
      expect(third.body).toEqual(
        errorBody(409, '最多同时持有 2 个审核中或生效中的关键词，请先删除不用的关键词', 'ALIAS_LIMIT_REACHED'),
      );
      // The limit is per promoter.
      expect((await create(other.token, work.id, '上限三')).status).toBe(200);
    } finally {
      await writeSetting(t.db, 'promotion', SETTING_DEFS.promotion.fallback);
    }
  });

  it('needs a published work, naming workId', async () => {
    const me = await createUser(t.db);
    const { work } = await createAliasWork(t.db);
    const hidden = await createWork(t.db, { taskPlatformId: work.taskPlatformId, published: false });
    for (const workId of [hidden.id, 2_000_000_000]) {
      const res = await create(me.token, workId, '好看的剧');
      expect(res.body).toEqual(errorBody(404, '作品不存在或已下架', 'NOT_FOUND', 'workId'));
    }
    expect((await api.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: '好看的剧' })).status).toBe(401);
  });
});

describe('GET /api/worksAlias/list and StateList', () => {
  it('lists only my aliases: those about to expire first, then the newest, with figures and filters', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db, {}, { title: '重生之我在豪门当团宠' });
    const novel = await createWork(t.db, { taskPlatformId: platform.id, type: 2, title: '夜色温柔' });
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const base = { userId: me.user.id, taskPlatformId: platform.id };
    const late = await createAlias(t.db, { ...base, workId: work.id, alias: '五天后到期' }, ago(2));
    const soon = await createAlias(t.db, { ...base, workId: work.id, alias: '明天到期' }, ago(6));
    const filled = await createAlias(t.db, { ...base, workId: novel.id, alias: '已回填', backfilledAt: ago(0.5) }, now);
    const reviewing = await createAlias(t.db, { ...base, workId: novel.id, alias: '审核中的', state: 1 }, ago(1));
    await createAlias(t.db, { ...base, workId: work.id, alias: '删掉的', deletedAt: now }, now);
    await createAlias(t.db, { userId: other.user.id, taskPlatformId: platform.id, workId: work.id, alias: '别人的' }, now);
    await addAliasDay(t.db, filled, '2026-11-01', 3, 1050);
    await addAliasDay(t.db, filled, '2026-11-02', 2, 700);

    const page = await list(me.token);
    expect(aliasesOf(page)).toEqual(['明天到期', '五天后到期', '已回填', '审核中的']);
    expect(page.records[0]).toMatchObject({ id: soon.id, backfillDeadline: isoOperator(new Date(ago(6).getTime() + 7 * DAY)) });
    expect(page.records[2]).toMatchObject({
      id: filled.id,
      backfillDeadline: null,
      income: 1750,
      newUsers: 5,
      canDelete: false,
      workType: 2,
      workTitle: '夜色温柔',
    });
    expect(page.records[1]).toMatchObject({ id: late.id, canDelete: true, income: 0 });

    expect(aliasesOf(await list(me.token, { state: 1 }))).toEqual(['审核中的']);
    expect(aliasesOf(await list(me.token, { workType: 2 }))).toEqual(['已回填', '审核中的']);
    expect(aliasesOf(await list(me.token, { workId: work.id }))).toEqual(['明天到期', '五天后到期']);
    expect(aliasesOf(await list(me.token, { keyword: '夜色' }))).toEqual(['已回填', '审核中的']);
    expect(aliasesOf(await list(me.token, { keyword: '明天' }))).toEqual(['明天到期']);
    const first = await list(me.token, { size: 3 });
    expect(first.hasNextPages).toBe(true);
    expect(aliasesOf(await list(me.token, { size: 3, page: 2 }))).toEqual([reviewing.alias]);

    expect(aliasesOf(await list(other.token))).toEqual(['别人的']);

    const states = (await api.get('/api/worksAlias/StateList', {}, me.token)).body.data;
    expect(states).toEqual([
      { value: 1, label: '审核中', count: 1 },
      { value: 2, label: '生效中', count: 3 },
      { value: 3, label: '审核不通过', count: 0 },
      { value: 4, label: '已失效', count: 0 },
    ]);
    const novelStates = (await api.get('/api/worksAlias/StateList', { workType: 2 }, me.token)).body.data;
    expect(novelStates.map((s: { count: number }) => s.count)).toEqual([1, 1, 0, 0]);
    const theirs = (await api.get('/api/worksAlias/StateList', {}, other.token)).body.data;
    expect(theirs.map((s: { count: number }) => s.count)).toEqual([0, 1, 0, 0]);
  });
});

describe('GET /api/worksAlias/list checks the token in its own statement', () => {
  const EXPIRED = errorBody(401, '登录已过期，请重新登录', 'SESSION_EXPIRED');
  const tokenRow = async (token: string) =>
    firstRow(
      await t.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.tokenHash, hashToken(token))),
      'token',
    );

  it('takes one query, the live session check included, filtered or not', async () => {
    const me = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    await list(me.token); // the session was just issued: no touch is due below
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      for (const q of [{}, { page: 2 }, { state: 2 }, { keyword: '口令', workId: work.id }]) {
        query.mockClear();
        const res = await api.get('/api/worksAlias/list', q, me.token);
        expect(res.status, JSON.stringify(q)).toBe(200);
        expect(query, JSON.stringify(q)).toHaveBeenCalledTimes(1);
      }
    } finally {
      query.mockRestore();
    }
  });

  it('answers an empty page to a live token: no aliases at all, none of the filter, a page past the end', async () => {
    const me = await createUser(t.db);
    const empty = { records: [], hasNextPages: false };
    expect((await api.get('/api/worksAlias/list', {}, me.token)).body).toEqual({ code: 200, msg: 'ok', data: empty });
    const { platform, work } = await createAliasWork(t.db);
    await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    expect(await list(me.token, { state: 3 })).toEqual(empty);
    expect(await list(me.token, { page: 2 })).toEqual(empty);
    expect((await list(me.token, { size: 1 })).records).toHaveLength(1);
  });

  it('refuses a revoked or expired token (SESSION_EXPIRED) and a missing one (UNAUTHENTICATED)', async () => {
    const revoked = await createUser(t.db);
    expect((await api.post('/api/user/logout', {}, revoked.token)).status).toBe(200);
    for (const q of [{}, { state: 2 }]) expect((await api.get('/api/worksAlias/list', q, revoked.token)).body).toEqual(EXPIRED);

    const expired = await createUser(t.db);
    await t.db
      .update(userTokens)
      .set({ expiresAt: t.clock.now() })
      .where(eq(userTokens.tokenHash, hashToken(expired.token)));
    expect((await api.get('/api/worksAlias/list', {}, expired.token)).body).toEqual(EXPIRED);
    expect((await api.get('/api/worksAlias/list', {}, 'not-a-token')).body).toEqual(EXPIRED);

    expect((await api.get('/api/worksAlias/list', {})).body).toEqual(errorBody(401, '请先登录', 'UNAUTHENTICATED'));
  });

  it('slides the session at most once a minute, as every authenticated call does', async () => {
    const me = await createUser(t.db);
    const touchedAt = (await tokenRow(me.token)).lastUsedAt;
    t.clock.advance(2 * MINUTE);
    const now = t.clock.now();
    expect((await api.get('/api/worksAlias/list', {}, me.token)).status).toBe(200);
    const touched = await tokenRow(me.token);
    expect(touched.lastUsedAt).toEqual(now);
    expect(touched.lastUsedAt).not.toEqual(touchedAt);
    t.clock.advance(30_000);
    expect((await api.get('/api/worksAlias/list', {}, me.token)).status).toBe(200);
    expect((await tokenRow(me.token)).lastUsedAt).toEqual(now);
  });
});

describe('POST /api/worksAlias/Delete', () => {
  it("deletes only my own alias without income; the word is free again; another's is NOT_FOUND", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { work } = await createAliasWork(t.db);
    const alias = (await create(me.token, work.id, '可删口令')).body.data;

    const theirs = await api.post('/api/worksAlias/Delete', { id: alias.id }, other.token);
    expect(theirs.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND'));
    expect((await rowOf(alias.id)).deletedAt).toBeNull();

    expect((await api.post('/api/worksAlias/Delete', { id: alias.id }, me.token)).body).toEqual({
      code: 200,
      msg: 'ok',
      data: null,
    });
    expect((await rowOf(alias.id)).deletedAt).toEqual(t.clock.now());
    expect(aliasesOf(await list(me.token, { workId: work.id }))).toEqual([]);
    const again = await api.post('/api/worksAlias/Delete', { id: alias.id }, me.token);
    expect(again.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND'));
    expect((await create(other.token, work.id, '可删口令')).status).toBe(200);
  });

  it('refuses an alias with income, saying why', async () => {
    const me = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    const alias = await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    await addAliasDay(t.db, alias, '2026-11-03', 1, 350);
    const res = await api.post('/api/worksAlias/Delete', { id: alias.id }, me.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(errorBody(409, '该关键词已产生收益，不能删除', 'ALIAS_HAS_INCOME'));
    expect((await rowOf(alias.id)).deletedAt).toBeNull();
  });
});

describe('GET /api/worksAlias/DailyStats', () => {
  it('pages my days newest first, split by alias, with totals; an alias of another promoter is NOT_FOUND', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    const base = { workId: work.id, taskPlatformId: platform.id };
    const a = await createAlias(t.db, { ...base, userId: me.user.id, alias: '拉新甲' }, t.clock.now());
    const b = await createAlias(t.db, { ...base, userId: me.user.id, alias: '拉新乙' }, t.clock.now());
    const theirs = await createAlias(t.db, { ...base, userId: other.user.id, alias: '拉新丙' }, t.clock.now());
    await addAliasDay(t.db, a, '2026-11-01', 2, 700);
    await addAliasDay(t.db, a, '2026-11-02', 1, 350);
    await addAliasDay(t.db, b, '2026-11-02', 4, 1400);
    await addAliasDay(t.db, theirs, '2026-11-02', 9, 3150);

    const res = await api.get('/api/worksAlias/DailyStats', { size: 1 }, me.token);
    expect(res.body.data).toEqual({
      records: [
        {
          date: '2026-11-02',
          newUsers: 5,
          income: 1750,
          aliases: [
            { aliasId: b.id, alias: '拉新乙', newUsers: 4, income: 1400 },
            { aliasId: a.id, alias: '拉新甲', newUsers: 1, income: 350 },
          ],
        },
      ],
      hasNextPages: true,
      totalNewUsers: 7,
      totalIncome: 2450,
    });
    const one = (await api.get('/api/worksAlias/DailyStats', { aliasId: a.id }, me.token)).body.data;
    expect(one.records.map((d: { date: string; income: number }) => [d.date, d.income])).toEqual([
      ['2026-11-02', 350],
      ['2026-11-01', 700],
    ]);
    expect(one).toMatchObject({ hasNextPages: false, totalNewUsers: 3, totalIncome: 1050 });

    const probe = await api.get('/api/worksAlias/DailyStats', { aliasId: theirs.id }, me.token);
    expect(probe.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND', 'aliasId'));
    const empty = (await api.get('/api/worksAlias/DailyStats', {}, (await createUser(t.db)).token)).body.data;
    expect(empty).toEqual({ records: [], hasNextPages: false, totalNewUsers: 0, totalIncome: 0 });
  });
});
