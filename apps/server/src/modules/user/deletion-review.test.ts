import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletionRequests,
  auditLog,
  panLinks,
  platformAccounts,
  users,
  userTokens,
  worksAliases,
  worksAliasLinks,
} from '../../db/schema';
import { DAY, MINUTE } from '../../lib/clock';
import { firstRow } from '../../lib/rows';
import { createUser } from '../../../test/factories';
import { createOperator } from '../../../test/factories-operators';
import {
  createAlias,
  createAliasWork,
  createDrivePlatform,
  createMediaAccount,
  createPanResource,
} from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const PAGE = '/admin-api/reviews/deletions/page';
const DECIDE = '/admin-api/reviews/deletions/decide';

/** A console login at the test clock's present (sessions lapse after 30 idle minutes; tests move days). */
const reviewer = async () => (await createOperator(t, 'operator')).token;

/** A promoter who applied for deletion through the app, now. */
async function applicant(reason = '不再使用') {
  const promoter = await createUser(t.db);
  expect((await api.post('/api/user/applyDeleteAccount', { reason }, promoter.token)).status).toBe(200);
  const request = firstRow(
    await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, promoter.user.id)),
    'deletion request',
  );
  return { ...promoter, request };
}

const login = (phone: string, password: string) => api.post('/api/user/login', { account: phone, password });
const record = async (token: string, promoterId: number) => (await api.get(PAGE, { promoterId }, token)).body.data.records[0];
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'account_deletion_requests'), eq(auditLog.targetId, String(id))));

describe('the deletion queue', () => {
  it('lists applications with the grace period and the balance left behind; approval waits for the grace period', async () => {
    const a = await applicant('换号了');
    const token = await reviewer();
    const shown = await record(token, a.user.id);
    expect(shown).toEqual({
      id: a.request.id,
      promoter: expect.objectContaining({ id: a.user.id, nickname: a.user.nickname }),
      reason: '换号了',
      status: 'pending',
      statusLabel: '待审核',
      createdAt: expect.stringMatching(/\+08:00$/),
      withdrawUntil: expect.stringMatching(/\+08:00$/),
      inGracePeriod: true,
      balance: 0,
      frozen: 0,
      decisionReason: null,
      resolvedAt: null,
    });
    expect(new Date(shown.withdrawUntil).getTime() - new Date(shown.createdAt).getTime()).toBe(7 * DAY);

    const early = await api.post(DECIDE, { ids: [a.request.id], decision: 'approve' }, token);
    const until = (shown.withdrawUntil as string).slice(0, 16).replace('T', ' ');
    expect(early.body).toEqual(
      errorBody(409, `撤销期至 ${until}，期间推客重新登录即可撤销申请，届时才能通过`, 'DELETION_IN_GRACE_PERIOD'),
    );
    expect((await record(token, a.user.id)).status).toBe('pending');

    t.clock.advance(7 * DAY + MINUTE);
    const later = await reviewer();
    expect(await record(later, a.user.id)).toMatchObject({ inGracePeriod: false });
    expect((await api.get(PAGE, { promoterId: a.user.id, status: 'done' }, later)).body.data.records).toEqual([]);
  });

  it('approval ends the account: signed out, no way back in, phone free, promotion and bindings ended, audited', async () => {
    const a = await applicant();
    t.clock.advance(7 * DAY + MINUTE);
    // Past the grace period a login no longer withdraws the application: the promoter is signed in while it waits.
    const back = await login(a.user.phone, a.password);
    expect(back.body.data.deletionWithdrawn).toBe(false);
    const liveToken = back.body.data.token as string;

    const { platform, work } = await createAliasWork(t.db, {}, { title: '重生之我在豪门当团宠' });
    const active = await createAlias(t.db, { userId: a.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
    const account = await createMediaAccount(t.db, a.user.id, { platform: 1, uid: 'ended-uid-1' });
    const fill = await api.post(
      '/api/worksAliasLink/FillWorks',
      { aliasId: active.id, platformAccountId: account.id, url: 'https://v.douyin.com/iEnded1/' },
      liveToken,
    );
    expect(fill.status).toBe(200);
    // A cloud-drive back-fill waiting for review ends with the account too.
    const drive = await createDrivePlatform(t.db, { name: '百度网盘' });
    const resource = await createPanResource(t.db, drive.id, { title: '斗破苍穹 全集' });
    const promotion = await api.post('/api/pan/CreatePromotion', { resourceId: resource.id, uid: 'EndedPanUid' }, liveToken);
    const panFill = await api.post(
      '/api/pan/link/Fill',
      { promotionId: promotion.body.data.id, platformAccountId: account.id, url: 'https://v.douyin.com/iEndedPan1/' },
      liveToken,
    );
    expect(panFill.status).toBe(200);

    const token = await reviewer();
    const res = await api.post(DECIDE, { ids: [a.request.id], decision: 'approve' }, token);
    expect(res.body.data.results).toEqual([{ id: a.request.id, outcome: 'ok', msg: null }]);

    expect((await api.get('/api/user/home/data', {}, liveToken)).body).toEqual(
      errorBody(401, '登录已过期，请重新登录', 'SESSION_EXPIRED'),
    );
    expect((await login(a.user.phone, a.password)).body).toMatchObject({ code: 400, errorCode: 'PASSWORD_WRONG' });
    const user = firstRow(await t.db.select().from(users).where(eq(users.id, a.user.id)), 'user');
    expect(user).toMatchObject({ phone: `deleted:${a.user.id}`, nickname: '已注销用户', wxId: null, deletedAt: t.clock.now() });
    // The phone is free: the person may register again.
    expect(await t.db.$count(users, eq(users.phone, a.user.phone))).toBe(0);
    // No token can be issued for the account any more, whatever path tries.
    await expect(
      t.db
        .insert(userTokens)
        .values({ userId: a.user.id, tokenHash: 'x'.repeat(64), expiresAt: new Date(t.clock.now().getTime() + DAY) }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ message: `user ${a.user.id} is deleted: no session for it` }) });

    const alias = firstRow(await t.db.select().from(worksAliases).where(eq(worksAliases.id, active.id)), 'alias');
    expect(alias).toMatchObject({ state: 4, reason: '账号已注销' });
    const link = firstRow(await t.db.select().from(worksAliasLinks).where(eq(worksAliasLinks.id, fill.body.data.id)), 'link');
    expect(link).toMatchObject({ state: 3, reason: '账号已注销' });
    const panLink = firstRow(await t.db.select().from(panLinks).where(eq(panLinks.id, panFill.body.data.id)), 'pan link');
    expect(panLink).toMatchObject({ state: 3, reason: '账号已注销', reviewedAt: t.clock.now() });
    const bound = firstRow(await t.db.select().from(platformAccounts).where(eq(platformAccounts.id, account.id)), 'account');
    expect(bound.unboundAt).toEqual(t.clock.now());

    const shown = await record(token, a.user.id);
    expect(shown).toMatchObject({ status: 'done', statusLabel: '已注销', resolvedAt: expect.any(String) });
    expect(shown.promoter).toMatchObject({ nickname: '已注销用户', phoneMasked: null });
    const phone = a.user.phone;
    expect(await auditOf(a.request.id)).toEqual([
      expect.objectContaining({
        action: 'deletion.approve',
        before: {
          userId: a.user.id,
          status: 'pending',
          reason: '不再使用',
          phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
          nickname: a.user.nickname,
        },
        after: {
          status: 'done',
          aliasesEnded: 1,
          linksRejected: 1,
          panLinksRejected: 1,
          applicationsEnded: 0,
          accountsUnbound: 1,
        },
      }),
    ]);
  });

  it('rejection keeps the account with the reason; the promoter logs in and may apply again', async () => {
    const a = await applicant();
    const token = await reviewer();
    const noReason = await api.post(DECIDE, { ids: [a.request.id], decision: 'reject' }, token);
    expect(noReason.body).toEqual(errorBody(400, 'reason：请填写驳回原因', 'VALIDATION_FAILED', 'reason'));
    const reason = '账户有未完成的提现，请完成后再申请';
    const res = await api.post(DECIDE, { ids: [a.request.id], decision: 'reject', reason }, token);
    expect(res.body.data.results).toEqual([{ id: a.request.id, outcome: 'ok', msg: null }]);
    expect(await record(token, a.user.id)).toMatchObject({ status: 'rejected', statusLabel: '已驳回', decisionReason: reason });
    expect(await auditOf(a.request.id)).toEqual([
      expect.objectContaining({ action: 'deletion.reject', after: { status: 'rejected', decisionReason: reason } }),
    ]);

    // The promoter reads the answer and its reason: at login and on 我的 (home data).
    const back = await login(a.user.phone, a.password);
    const answer = { reason, decidedAt: expect.stringMatching(/\+08:00$/) };
    expect(back.body.data).toMatchObject({
      deletionWithdrawn: false,
      user: { deleteRequestedAt: null, deletionRejection: answer },
    });
    const promoterToken = back.body.data.token as string;
    expect((await api.get('/api/user/home/data', {}, promoterToken)).body.data.user.deletionRejection).toEqual(answer);
    // A new application replaces the answer with its own pending state.
    expect((await api.post('/api/user/applyDeleteAccount', {}, promoterToken)).status).toBe(200);
    const again = await login(a.user.phone, a.password);
    expect(again.body.data.user).toMatchObject({ deletionRejection: null });
  });

  it('decides a bulk one by one: ok, in the grace period, withdrawn by a login, missing', async () => {
    const due = await applicant();
    const withdrawn = await applicant();
    expect((await login(withdrawn.user.phone, withdrawn.password)).body.data.deletionWithdrawn).toBe(true);
    t.clock.advance(7 * DAY + MINUTE);
    const fresh = await applicant();
    const token = await reviewer();
    const ids = [due.request.id, fresh.request.id, withdrawn.request.id, 99_999_999];
    const res = await api.post(DECIDE, { ids, decision: 'approve' }, token);
    const until = (await record(token, fresh.user.id)).withdrawUntil.slice(0, 16).replace('T', ' ');
    expect(res.body.data.results).toEqual([
      { id: due.request.id, outcome: 'ok', msg: null },
      { id: fresh.request.id, outcome: 'refused', msg: `撤销期至 ${until}，期间推客重新登录即可撤销申请，届时才能通过` },
      { id: withdrawn.request.id, outcome: 'conflict', msg: '该注销申请已处理（当前：已撤销），请刷新后查看' },
      { id: 99_999_999, outcome: 'notFound', msg: '注销申请不存在' },
    ]);
    const single = await api.post(DECIDE, { ids: [due.request.id], decision: 'reject', reason: '晚了' }, token);
    expect(single.body).toEqual(errorBody(409, '该注销申请已处理（当前：已注销），请刷新后查看', 'REVIEW_CONFLICT'));
  });

  it('a login within the grace period withdraws the application before anyone decides it', async () => {
    const a = await applicant();
    t.clock.advance(DAY);
    expect((await login(a.user.phone, a.password)).body.data.deletionWithdrawn).toBe(true);
    const token = await reviewer();
    const res = await api.post(DECIDE, { ids: [a.request.id], decision: 'reject', reason: '无' }, token);
    expect(res.body).toEqual(errorBody(409, '该注销申请已处理（当前：已撤销），请刷新后查看', 'REVIEW_CONFLICT'));
  });
  // Last: it moves the clock a month, past the factories' sessions.
  it('stops telling the promoter about a rejection 30 days after it', async () => {
    const a = await applicant();
    const token = await reviewer();
    const reason = '请先处理未结算的收益';
    await api.post(DECIDE, { ids: [a.request.id], decision: 'reject', reason }, token);
    t.clock.advance(30 * DAY - MINUTE);
    const within = await login(a.user.phone, a.password);
    expect(within.body.data.user.deletionRejection).toMatchObject({ reason });
    t.clock.advance(2 * MINUTE);
    const after = await login(a.user.phone, a.password);
    expect(after.body.data.user.deletionRejection).toBeNull();
    expect((await api.get('/api/user/home/data', {}, after.body.data.token)).body.data.user.deletionRejection).toBeNull();
  });
});
