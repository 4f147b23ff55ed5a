import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksAliases } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { firstRow } from '../../lib/rows';
import { isoOperator } from '../../lib/time';
import { createUser } from '../../../test/factories';
import { createAlias, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { reviewLink } from './review';
import { operatorActor } from '../../../test/factories-operators';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const fill = (token: string, body: Record<string, unknown>) => api.post('/api/worksAliasLink/FillWorks', body, token);
const links = async (token: string, query: Record<string, unknown> = {}) =>
  (await api.get('/api/worksAliasLink/List', query, token)).body.data;
const aliasRow = async (id: number) => firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, id)), 'alias');

/** A promoter with an active alias (not back-filled) and a bound Douyin and Kuaishou account. */
async function promoterWithAlias(overrides: Partial<typeof worksAliases.$inferInsert> = {}) {
  const user = await createUser(t.db);
  const { platform, work } = await createAliasWork(t.db, {}, { title: '离婚后她惊艳了全世界' });
  const alias = await createAlias(
    t.db,
    { userId: user.user.id, workId: work.id, taskPlatformId: platform.id, ...overrides },
    t.clock.now(),
  );
  const douyin = await createMediaAccount(t.db, user.user.id, { platform: 1, nickname: '抖音号' });
  const kuaishou = await createMediaAccount(t.db, user.user.id, { platform: 2, nickname: '快手号' });
  return { ...user, work, alias, douyin, kuaishou };
}

describe('POST /api/worksAliasLink/FillWorks', () => {
  it('takes the link out of a share text, waits for review, and stops the deadline', async () => {
    const me = await promoterWithAlias();
    const res = await fill(me.token, {
      aliasId: me.alias.id,
      platformAccountId: me.douyin.id,
      url: '7.43 复制打开抖音，看看【小星的作品】离婚后她惊艳了全世界 https://v.douyin.com/iRk3bX7q/ a@N.jp 01/15',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      aliasId: me.alias.id,
      alias: me.alias.alias,
      workId: me.work.id,
      workTitle: '离婚后她惊艳了全世界',
      workCover: me.work.cover,
      workType: 1,
      url: 'https://v.douyin.com/iRk3bX7q/',
      platform: 1,
      platformLabel: '抖音',
      accountId: me.douyin.id,
      accountNickname: '抖音号',
      accountUid: me.douyin.uid,
      state: 1,
      stateLabel: '待审核',
      reason: null,
      createdAt: isoOperator(t.clock.now()),
      reviewedAt: null,
    });
    expect((await aliasRow(me.alias.id)).backfilledAt).toEqual(t.clock.now());
    const [listed] = (await api.get('/api/worksAlias/list', { workId: me.work.id }, me.token)).body.data.records;
    expect(listed).toMatchObject({ backfillDeadline: null, linkCount: 1, effectiveLinkCount: 0 });
    // A later back-fill keeps the first moment.
    t.clock.advance(DAY);
    await fill(me.token, { aliasId: me.alias.id, platformAccountId: me.kuaishou.id, url: 'https://v.kuaishou.com/Jb8sQ2' });
    expect((await aliasRow(me.alias.id)).backfilledAt).toEqual(new Date(t.clock.now().getTime() - DAY));
  });

  it('needs a link of the chosen account’s platform, naming the platform and the field url', async () => {
    const me = await promoterWithAlias();
    const cases: [number, string, string][] = [
      [me.douyin.id, 'https://v.kuaishou.com/Jb8sQ2', '这是快手链接，请填写抖音作品链接'],
      [me.kuaishou.id, 'https://www.douyin.com/video/7312345678901234567', '这是抖音链接，请填写快手作品链接'],
      [
        me.douyin.id,
        '看看这个视频 https://example.com/v/1',
        '请填写抖音作品链接（v.douyin.com、www.douyin.com、douyin.com、iesdouyin.com）',
      ],
      [me.kuaishou.id, '没有链接的文字', '请填写快手作品链接（v.kuaishou.com、kuaishou.com、www.kuaishou.com）'],
      [
        me.douyin.id,
        'https://v.douyin.com.evil.cn/abc',
        '请填写抖音作品链接（v.douyin.com、www.douyin.com、douyin.com、iesdouyin.com）',
      ],
    ];
    for (const [platformAccountId, url, msg] of cases) {
      const res = await fill(me.token, { aliasId: me.alias.id, platformAccountId, url });
      expect(res.body, url).toEqual(errorBody(400, msg, 'VALIDATION_FAILED', 'url'));
    }
    expect((await links(me.token)).records).toEqual([]);
    expect((await aliasRow(me.alias.id)).backfilledAt).toBeNull();
    // Nor with another promoter's account of the right platform.
    const other = await promoterWithAlias();
    const borrowed = await fill(me.token, {
      aliasId: me.alias.id,
      platformAccountId: other.douyin.id,
      url: 'https://v.douyin.com/iBorrow1/',
    });
    expect(borrowed.body).toEqual(errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND', 'platformAccountId'));
    const iesdouyin = await fill(me.token, {
      aliasId: me.alias.id,
      platformAccountId: me.douyin.id,
      url: 'https://www.iesdouyin.com/share/video/7312345678901234567/',
    });
    expect(iesdouyin.status).toBe(200);
  });

  it('takes the same link only once per alias (query, fragment, trailing slash and scheme aside)', async () => {
    const me = await promoterWithAlias();
    const second = await createAlias(
      t.db,
      { userId: me.user.id, workId: me.work.id, taskPlatformId: me.alias.taskPlatformId },
      t.clock.now(),
    );
    const body = { aliasId: me.alias.id, platformAccountId: me.douyin.id };
    expect((await fill(me.token, { ...body, url: 'https://www.douyin.com/video/7312345678901234567' })).status).toBe(200);
    for (const url of [
      'https://www.douyin.com/video/7312345678901234567/',
      'http://WWW.DOUYIN.COM/video/7312345678901234567?previous_page=app_code_link',
      'https://www.douyin.com/video/7312345678901234567#comments',
    ]) {
      const res = await fill(me.token, { ...body, url });
      expect(res.body, url).toEqual(errorBody(409, '该链接已回填过，请勿重复提交', 'LINK_ALREADY_FILLED', 'url'));
    }
    const sameOnMine = await fill(me.token, {
      ...body,
      aliasId: second.id,
      url: 'https://www.douyin.com/video/7312345678901234567',
    });
    expect(sameOnMine.status).toBe(200);
    // Another promoter's alias is another alias: the link is checked per alias, not across promoters.
    const other = await promoterWithAlias();
    const theirs = await fill(other.token, {
      aliasId: other.alias.id,
      platformAccountId: other.douyin.id,
      url: 'https://www.douyin.com/video/7312345678901234567',
    });
    expect(theirs.status).toBe(200);
    expect((await links(other.token)).records).toHaveLength(1);
    expect((await links(me.token)).records).toHaveLength(2);
  });

  it('holds one link once when it is sent several times at the same moment', async () => {
    const me = await promoterWithAlias();
    const http = httpClient(await t.listen());
    const body = { aliasId: me.alias.id, platformAccountId: me.douyin.id, url: 'https://v.douyin.com/iSameLink1/' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => http.post('/api/worksAliasLink/FillWorks', body, me.token)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body).toEqual(errorBody(409, '该链接已回填过，请勿重复提交', 'LINK_ALREADY_FILLED', 'url'));
    }
    expect((await links(me.token)).records).toHaveLength(1);
    expect((await links((await createUser(t.db)).token)).records).toEqual([]);
  });

  it('needs my own alias, active and within its deadline (aliasId)', async () => {
    const me = await promoterWithAlias();
    const other = await promoterWithAlias();
    const url = 'https://v.douyin.com/iNotMine1/';
    const theirs = await fill(me.token, { aliasId: other.alias.id, platformAccountId: me.douyin.id, url });
    expect(theirs.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND', 'aliasId'));

    const base = { userId: me.user.id, workId: me.work.id, taskPlatformId: me.alias.taskPlatformId };
    const cases: [Partial<typeof worksAliases.$inferInsert>, string][] = [
      [{ state: 1 }, '关键词审核中，通过后才能回填'],
      [{ state: 3, reason: '不合规' }, '关键词审核不通过，不能回填'],
      [{ state: 4, reason: '未在规定时间内回填' }, '关键词已失效，不能回填'],
      [{ state: 2, backfillDeadline: new Date(t.clock.now().getTime() - 1000) }, '关键词已过回填期限，不能回填'],
    ];
    for (const [values, msg] of cases) {
      const alias = await createAlias(t.db, { ...base, ...values }, t.clock.now());
      const res = await fill(me.token, { aliasId: alias.id, platformAccountId: me.douyin.id, url });
      expect(res.body, msg).toEqual(errorBody(409, msg, 'ALIAS_NOT_ACTIVE', 'aliasId'));
    }
    const deleted = await createAlias(t.db, { ...base, deletedAt: t.clock.now() }, t.clock.now());
    const gone = await fill(me.token, { aliasId: deleted.id, platformAccountId: me.douyin.id, url });
    expect(gone.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND', 'aliasId'));
    // Once back-filled, the deadline no longer applies.
    const late = await createAlias(
      t.db,
      { ...base, backfilledAt: t.clock.now(), backfillDeadline: new Date(t.clock.now().getTime() - DAY) },
      t.clock.now(),
    );
    expect((await fill(me.token, { aliasId: late.id, platformAccountId: me.douyin.id, url })).status).toBe(200);
  });

  it("needs one of my bound accounts (platformAccountId); another's or an unbound one is NOT_FOUND", async () => {
    const me = await promoterWithAlias();
    const other = await promoterWithAlias();
    const url = 'https://v.douyin.com/iAccount1/';
    const theirs = await fill(me.token, { aliasId: me.alias.id, platformAccountId: other.douyin.id, url });
    expect(theirs.body).toEqual(errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND', 'platformAccountId'));
    expect((await api.post('/api/platformAccount/Delete', { id: me.douyin.id }, me.token)).status).toBe(200);
    const unbound = await fill(me.token, { aliasId: me.alias.id, platformAccountId: me.douyin.id, url });
    expect(unbound.body).toEqual(errorBody(404, '推广账号不存在或已解绑', 'NOT_FOUND', 'platformAccountId'));
  });
});

describe('GET /api/worksAliasLink/List and the operator review', () => {
  it('lists only my back-fills with their review, filtered; an unbound account stays on its links', async () => {
    const me = await promoterWithAlias();
    const other = await promoterWithAlias();
    const body = { aliasId: me.alias.id, platformAccountId: me.douyin.id };
    const a = (await fill(me.token, { ...body, url: 'https://v.douyin.com/iList1/' })).body.data;
    t.clock.advance(60_000);
    const b = (await fill(me.token, { ...body, url: 'https://v.douyin.com/iList2/' })).body.data;
    t.clock.advance(60_000);
    const c = (await fill(me.token, { ...body, url: 'https://v.douyin.com/iList3/' })).body.data;
    await fill(other.token, { aliasId: other.alias.id, platformAccountId: other.douyin.id, url: 'https://v.douyin.com/iList1/' });

    await reviewLink(t.app.deps, await operatorActor(t, 'operator'), a.id, { approve: true });
    await reviewLink(t.app.deps, await operatorActor(t, 'operator'), b.id, { approve: false, reason: '视频中未出现口令' });
    await expect(reviewLink(t.app.deps, await operatorActor(t, 'operator'), b.id, { approve: true })).rejects.toMatchObject({
      errorCode: 'REVIEW_CONFLICT',
    });

    const all = await links(me.token);
    expect(
      all.records.map((l: { id: number; state: number; stateLabel: string; reason: string | null }) => [
        l.id,
        l.stateLabel,
        l.reason,
      ]),
    ).toEqual([
      [c.id, '待审核', null],
      [b.id, '审核拒绝', '视频中未出现口令'],
      [a.id, '生效中', null],
    ]);
    expect(all.records[2].reviewedAt).toBe(isoOperator(t.clock.now()));
    expect((await links(me.token, { state: 3 })).records.map((l: { id: number }) => l.id)).toEqual([b.id]);
    expect((await links(me.token, { aliasId: me.alias.id, size: 2 })).hasNextPages).toBe(true);
    expect((await links(me.token, { workType: 2 })).records).toEqual([]);
    const [listed] = (await api.get('/api/worksAlias/list', { workId: me.work.id }, me.token)).body.data.records;
    expect(listed).toMatchObject({ linkCount: 3, effectiveLinkCount: 1 });

    const probe = await api.get('/api/worksAliasLink/List', { aliasId: me.alias.id }, other.token);
    expect(probe.body).toEqual(errorBody(404, '关键词不存在或已删除', 'NOT_FOUND', 'aliasId'));
    // Checked in the list's own statement: someone else's alias answers exactly like a missing one.
    expect((await api.get('/api/worksAliasLink/List', { aliasId: 2_000_000_000 }, other.token)).body).toEqual(probe.body);
    expect((await links(other.token)).records).toHaveLength(1);

    await api.post('/api/platformAccount/Delete', { id: me.douyin.id }, me.token);
    expect((await links(me.token)).records.map((l: { accountNickname: string }) => l.accountNickname)).toEqual([
      '抖音号',
      '抖音号',
      '抖音号',
    ]);
  });
});
