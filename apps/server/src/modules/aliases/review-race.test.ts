import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionRequests, auditLog } from '../../db/schema';
import { DAY } from '../../lib/clock';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import { createAlias, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { createTestApp, httpClient, type TestApp } from '../../../test/harness';

// Two operators deciding the same rows at the same moment, over real HTTP: on PostgreSQL
// (TEST_DATABASE_URL) each request runs on its own connection, so the row lock is what decides who
// wins, not the order requests arrive in.
let t: TestApp;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await createTestApp();
  http = httpClient(await t.listen());
});
afterAll(() => t.close());

const CONFLICT = (msg: string) => errorBody(409, msg, 'REVIEW_CONFLICT');
const auditCount = (targetType: string, ids: number[]) =>
  t.db.$count(auditLog, and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, ids.map(String))));

/** Aliases in review on a manual platform, applied for through the app. */
async function aliasesInReview(n: number) {
  const { work } = await createAliasWork(t.db, { aliasReviewMode: 'manual' }, { title: '夫人她又美又飒' });
  const promoter = await createUser(t.db);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await http.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: `并发审核${i}号` }, promoter.token);
    ids.push(res.body.data.id);
  }
  return ids;
}

describe('two operators deciding at once', () => {
  it('one alias, approve against reject: one wins, the other gets 409, one audit row', async () => {
    const [a, b] = [await createOperator(t, 'operator'), await createOperator(t, 'admin')];
    for (let round = 0; round < 5; round++) {
      const [id] = (await aliasesInReview(1)) as [number];
      const answers = await Promise.all([
        http.post('/admin-api/reviews/aliases/decide', { ids: [id], decision: 'approve' }, a.token),
        http.post('/admin-api/reviews/aliases/decide', { ids: [id], decision: 'reject', reason: '重复' }, b.token),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.status === 200)!;
      const loser = answers.find((r) => r.status === 409)!;
      const state = winner === answers[0] ? '生效中' : '审核不通过';
      expect(loser.body).toEqual(CONFLICT(`该关键词已被审核（当前：${state}），请刷新后查看`));
      expect(await auditCount('works_aliases', [id])).toBe(1);
    }
  });

  it('overlapping bulks: every alias is decided exactly once, the other side answers conflict for it', async () => {
    const [a, b] = [await createOperator(t, 'operator'), await createOperator(t, 'operator')];
    const ids = await aliasesInReview(12);
    const answers = await Promise.all([
      http.post('/admin-api/reviews/aliases/decide', { ids, decision: 'approve' }, a.token),
      http.post('/admin-api/reviews/aliases/decide', { ids: [...ids].reverse(), decision: 'reject', reason: '不符合' }, b.token),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const outcomes = answers.flatMap((r) => r.body.data.results as { id: number; outcome: string }[]);
    for (const id of ids) {
      const mine = outcomes.filter((o) => o.id === id).map((o) => o.outcome);
      expect(mine.sort(), `alias ${id}`).toEqual(['conflict', 'ok']);
    }
    expect(await auditCount('works_aliases', ids)).toBe(ids.length);
  });

  it('one back-fill: one wins, the other gets 409', async () => {
    const [a, b] = [await createOperator(t, 'operator'), await createOperator(t, 'operator')];
    const promoter = await createUser(t.db);
    const { platform, work } = await createAliasWork(t.db);
    const alias = await createAlias(
      t.db,
      { userId: promoter.user.id, workId: work.id, taskPlatformId: platform.id },
      t.clock.now(),
    );
    const account = await createMediaAccount(t.db, promoter.user.id);
    for (let round = 0; round < 5; round++) {
      const fill = await http.post(
        '/api/worksAliasLink/FillWorks',
        { aliasId: alias.id, platformAccountId: account.id, url: `https://v.douyin.com/iRace${round}/` },
        promoter.token,
      );
      const id = fill.body.data.id as number;
      const answers = await Promise.all([
        http.post('/admin-api/reviews/links/decide', { ids: [id], decision: 'approve' }, a.token),
        http.post('/admin-api/reviews/links/decide', { ids: [id], decision: 'reject', reason: '未出现口令' }, b.token),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ errorCode: 'REVIEW_CONFLICT' });
      expect(await auditCount('works_alias_links', [id])).toBe(1);
    }
  });

  it('one deletion application: one wins, the other gets 409', async () => {
    const promoters = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db)));
    for (const p of promoters) expect((await http.post('/api/user/applyDeleteAccount', {}, p.token)).status).toBe(200);
    t.clock.advance(7 * DAY + 60_000);
    const [a, b] = [await createOperator(t, 'operator'), await createOperator(t, 'admin')];
    const requests = await t.db
      .select()
      .from(accountDeletionRequests)
      .where(
        inArray(
          accountDeletionRequests.userId,
          promoters.map((p) => p.user.id),
        ),
      );
    for (const { id } of requests) {
      const answers = await Promise.all([
        http.post('/admin-api/reviews/deletions/decide', { ids: [id], decision: 'approve' }, a.token),
        http.post('/admin-api/reviews/deletions/decide', { ids: [id], decision: 'reject', reason: '保留账号' }, b.token),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ errorCode: 'REVIEW_CONFLICT' });
      expect(await auditCount('account_deletion_requests', [id])).toBe(1);
    }
  });
});
