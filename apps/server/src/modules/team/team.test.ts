import { eq, sql } from 'drizzle-orm';
import { shareOf } from '@tuike/contract/fee';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts';
import { createUser, createWork } from '../../../test/factories';
import { createAlias, createMediaAccount } from '../../../test/factories-promotion';
import { incomeLineInput, reportProvenance } from '../../../test/factories-settlement';
import { moneyTestApp } from '../../../test/money-invariants';
import { rebates, teamMembers, users, worksAliasLinks } from '../../db/schema';
import { writeSetting } from '../app-config';
import { type IncomeLineInput, postIncomeLine } from '../settlement';

const t = moneyTestApp();
// Registers promoters through the API, captcha and SMS code included.
let api: ReturnType<typeof accountsClient>;
beforeAll(() => {
  api = accountsClient(t);
});

const setRebate = (rebateBps: number) =>
  writeSetting(t.db, 'promotion', { maxLiveAliases: 20, backfillWindowDays: 7, maxMediaAccountsPerPlatform: 5, rebateBps });

let rows = 0;
/** A settled line, a negative one too; its report row is `rows`, and what it matched is the member's secret. */
const settled = (userId: number, work: { id: number; taskPlatformId: number }, amount: number, incomeDate = '2026-11-19') =>
  incomeLineInput(t, userId, work, amount, {
    kind: 'settled',
    reasonCode: null,
    incomeDate,
    rowKey: `team-${++rows}`,
    provenance: { ...reportProvenance(rows), batch: 'douyin-2026-11-20', matched: '私密口令' },
  });
const post = (line: IncomeLineInput) => t.db.transaction((tx) => postIncomeLine(tx, line));

async function backfill(userId: number, work: { id: number; taskPlatformId: number }) {
  const account = await createMediaAccount(t.db, userId);
  const alias = await createAlias(t.db, { userId, workId: work.id, taskPlatformId: work.taskPlatformId }, t.clock.now());
  const url = `https://www.douyin.com/video/7${userId}${++rows}`;
  await t.db
    .insert(worksAliasLinks)
    .values({ aliasId: alias.id, userId, platformAccountId: account.id, platform: 1, url, normalizedUrl: url, state: 2 });
}

describe('GET /api/team/summary, /members/page, /member/detail', () => {
  it('counts direct and second-level members and each funnel step, and pages the members newest first', async () => {
    await setRebate(1000);
    const leader = await api.register(newPhone());
    const a = await api.register(newPhone(), 'Secret123', leader.user.inviteCode);
    t.clock.advance(1000);
    const b = await api.register(newPhone(), 'Secret123', leader.user.inviteCode);
    t.clock.advance(1000);
    const c = await api.register(newPhone(), 'Secret123', leader.user.inviteCode);
    await api.register(newPhone(), 'Secret123', a.user.inviteCode);
    await api.register(newPhone(), 'Secret123', a.user.inviteCode);
    const work = await createWork(t.db);
    await createMediaAccount(t.db, b.user.id);
    await createMediaAccount(t.db, b.user.id);
    await backfill(c.user.id, work);
    await post(settled(c.user.id, work, 10_000));

    const summary = await api.get('/api/team/summary', {}, leader.token);
    expect(summary.body.data).toEqual({
      inviteCode: leader.user.inviteCode,
      counts: { direct: 3, second: 2 },
      funnel: { registered: 3, bound: 2, backfilled: 1, earning: 1 },
      teamIncome: { thisMonth: 10_000, total: 10_000 },
      rebate: { thisMonth: 1_000, total: 1_000 },
      rebateBps: 1000,
    });

    const page1 = await api.get('/api/team/members/page', { page: 1, size: 2 }, leader.token);
    expect(page1.body.data.hasNextPages).toBe(true);
    expect(page1.body.data.records).toEqual([
      {
        id: c.user.id,
        nickname: `推客${c.user.phone.slice(-4)}`,
        phoneMasked: `${c.user.phone.slice(0, 3)}****${c.user.phone.slice(-4)}`,
        joinedAt: expect.any(String),
        step: 'earning',
      },
      expect.objectContaining({ id: b.user.id, step: 'bound' }),
    ]);
    const page2 = await api.get('/api/team/members/page', { page: 2, size: 2 }, leader.token);
    expect(page2.body.data).toEqual({
      records: [expect.objectContaining({ id: a.user.id, step: 'registered' })],
      hasNextPages: false,
    });
  });

  it("answers someone else's member exactly like a missing id, and lists only my own invitees", async () => {
    const mine = await api.register(newPhone());
    const other = await api.register(newPhone());
    const theirs = await api.register(newPhone(), 'Secret123', other.user.inviteCode);
    const notFound = { code: 404, msg: '队员不存在', data: null, errorCode: 'NOT_FOUND' };
    const foreign = await api.get('/api/team/member/detail', { id: theirs.user.id }, mine.token);
    const missing = await api.get('/api/team/member/detail', { id: 99_999_999 }, mine.token);
    // The inviter themself is in no one's team of mine either.
    const self = await api.get('/api/team/member/detail', { id: mine.user.id }, mine.token);
    for (const res of [foreign, missing, self]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await api.get('/api/team/members/page', { page: 1, size: 10 }, mine.token)).body.data).toEqual({
      records: [],
      hasNextPages: false,
    });
    const ok = await api.get('/api/team/member/detail', { id: theirs.user.id }, other.token);
    expect(ok.status).toBe(200);
    expect((await api.get('/api/team/summary', {}, mine.token)).body.data.counts).toEqual({ direct: 0, second: 0 });
  });

  it('sums rebate lines to exactly the per-line share of the settled income on awkward amounts, each with its source provenance', async () => {
    await setRebate(1_333); // 13.33 %
    const leader = await api.register(newPhone());
    const member = await api.register(newPhone(), 'Secret123', leader.user.inviteCode);
    const work = await createWork(t.db);
    // Half a fen, just under and over half, a refund, and a line whose share rounds to 0 (no rebate).
    const amounts = [15, 3, 4, 7_777_777, 1, 99_999, 12_345, -12_345, 37];
    const lines = [];
    for (const amount of amounts) lines.push(await post(settled(member.user.id, work, amount)));
    const expected = amounts.reduce((s, a) => s + shareOf(a, 1_333), 0);

    const detail = await api.get('/api/team/member/detail', { id: member.user.id }, leader.token);
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d.rebateTotal).toBe(expected);
    expect(d.rebates.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(expected);
    expect(d.rebateCount).toBe(amounts.filter((a) => shareOf(a, 1_333) !== 0).length);
    expect(d.steps).toEqual({ registered: expect.any(String), bound: null, backfilled: null, earning: expect.any(String) });
    expect(d.rebates[0]).toEqual({
      id: expect.any(Number),
      amount: shareOf(37, 1_333),
      bps: 1_333,
      at: expect.any(String),
      source: {
        lineId: lines.at(-1)?.lineId,
        incomeDate: '2026-11-19',
        amount: 37,
        platformName: expect.any(String),
        workName: work.title,
        rule: 'CPS 70%',
        batch: 'douyin-2026-11-20',
        row: rows,
        matchedBy: 'alias',
        adjustmentReason: null,
      },
    });
    // What matched (the member's alias, UID or link) is the member's own business.
    expect(JSON.stringify(d)).not.toContain('私密口令');
    expect(JSON.stringify(d)).not.toContain(member.user.phone);

    const summary = (await api.get('/api/team/summary', {}, leader.token)).body.data;
    expect(summary.teamIncome.total).toBe(amounts.reduce((s, a) => s + a, 0));
    expect(summary.rebate.total).toBe(expected);
    const paid = await t.db.select({ amount: rebates.amount }).from(rebates).where(eq(rebates.userId, leader.user.id));
    expect(paid.reduce((s, r) => s + r.amount, 0)).toBe(expected);
  });
});

/** The database's own message of a refused statement (drizzle wraps it). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: Error) => String(err.cause ?? err),
  );

describe('invite rules at registration', () => {
  it("refuses one's own code: a registered phone gets no register code, and a deleted account's former code is void", async () => {
    const me = await api.register(newPhone());
    const again = await api.sendCode(me.user.phone, 'register');
    expect(again.res.body).toMatchObject({ code: 409, errorCode: 'PHONE_REGISTERED', field: 'phone' });
    await t.db
      .update(users)
      .set({ deletedAt: t.clock.now(), phone: `deleted-${me.user.id}` })
      .where(eq(users.id, me.user.id));
    t.clock.advance(5 * 60_000); // past the phone's resend interval
    const { code } = await api.sendCode(me.user.phone, 'register');
    const res = await api.post('/api/user/reg', {
      phone: me.user.phone,
      smsCode: code,
      password: 'Secret123',
      inviteCode: me.user.inviteCode,
    });
    expect(res.body).toEqual({
      code: 400,
      msg: '该邀请码已失效，请向邀请人确认或不填邀请码',
      data: null,
      errorCode: 'INVITE_CODE_DISABLED',
      field: 'inviteCode',
    });
  });

  it('refuses the invite code of a disabled promoter, and registers without it once it is removed', async () => {
    const { user: disabled } = await createUser(t.db, { disabledAt: t.clock.now(), disabledReason: '违规推广' });
    const phone = newPhone();
    const { code } = await api.sendCode(phone, 'register');
    const res = await api.post('/api/user/reg', { phone, smsCode: code, password: 'Secret123', inviteCode: disabled.inviteCode });
    expect(res.body).toEqual({
      code: 400,
      msg: '该邀请码已失效，请向邀请人确认或不填邀请码',
      data: null,
      errorCode: 'INVITE_CODE_DISABLED',
      field: 'inviteCode',
    });
    expect((await api.post('/api/user/reg', { phone, smsCode: code, password: 'Secret123' })).status).toBe(200);
    expect((await t.db.select().from(teamMembers).where(eq(teamMembers.inviterId, disabled.id))).length).toBe(0);
  });

  it('never lets an inviter change, so no invite loop can form, and nobody invites themselves', async () => {
    const a = await api.register(newPhone());
    const b = await api.register(newPhone(), 'Secret123', a.user.inviteCode);
    // B invited by A; making A invited by B would close a loop.
    expect(await refusal(t.db.update(users).set({ inviterId: b.user.id }).where(eq(users.id, a.user.id)))).toMatch(
      /inviter_id is set at registration/,
    );
    expect(
      await refusal(
        t.db.execute(sql`insert into users (id, phone, password_hash, nickname, invite_code, inviter_id) overriding system value
          values (99999998, '13700000000', 'x', 'x', 'SELF01', 99999998)`),
      ),
    ).toMatch(/users_inviter_not_self/);
    expect((await api.get('/api/team/summary', {}, a.token)).body.data.counts.direct).toBe(1);
  });
});
