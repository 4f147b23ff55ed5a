import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha, createUser } from '../../../test/factories';
import { createTestApp, type TestApp, twoNodes, type TwoNodes } from '../../../test/harness';
import { loginAttempts } from '../../db/schema';

/**
 * Parallel password guesses over real HTTP, spread over two server nodes on one database: the
 * brute-force rules must hold for guesses sent at once, not only for guesses sent one by one.
 */
let t: TestApp;
let nodes: TwoNodes;

beforeAll(async () => {
  t = await createTestApp();
  nodes = await twoNodes(t);
});
afterAll(() => t.close());

const WRONG = '账号或密码错误';
const CAPTCHA = '请输入图形验证码';
const LOCKED = '密码错误次数过多，请 15 分钟后再试，或使用验证码登录';

let ipSeq = 0;
/** Each test guesses from its own loopback address, so the per-IP captcha rule stays out of it. */
const freshIp = () => `127.20.${++ipSeq}.1`;

/** Sends every body at once, alternating between the two nodes. */
const inParallel = (path: string, bodies: Array<Record<string, unknown>>, ip: string, token?: string) =>
  Promise.all(bodies.map((body, i) => (i % 2 === 0 ? nodes[0] : nodes[1]).post(path, body, token, ip)));

const tally = (answers: Array<{ status: number; body: { msg: string } }>) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status === 200 ? 'ok' : a.body.msg] = (counts[a.status === 200 ? 'ok' : a.body.msg] ?? 0) + 1;
  return counts;
};

/** 19 wrong passwords and the right one, in a fixed but arbitrary position. */
const guesses = (password: string) => Array.from({ length: 20 }, (_, i) => (i === 13 ? password : `Wrong${1000 + i}x`));

const attempts = (account: string) =>
  t.db.select().from(loginAttempts).where(eq(loginAttempts.account, account)).orderBy(asc(loginAttempts.id));

describe('parallel password guesses on one account', () => {
  it('evaluates only 3 of 20 sent at once without a captcha, then demands one', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    const answers = await inParallel(
      '/api/user/login',
      guesses(password).map((pw) => ({ account: user.phone, password: pw })),
      ip,
    );
    const counts = tally(answers);
    const ok = counts.ok ?? 0;
    expect(Object.keys(counts).every((k) => ['ok', WRONG, CAPTCHA].includes(k))).toBe(true);
    // Serialised, the first three wrong guesses are checked and every later one needs a captcha.
    // The right one gets in only when fewer than three failures came before it; it clears the count,
    // so up to two failures before it and three after it are checked.
    expect(counts[WRONG]).toBeGreaterThanOrEqual(3);
    expect(counts[WRONG]).toBeLessThanOrEqual(ok ? 5 : 3);
    const wrong = counts[WRONG] ?? 0;
    expect(counts[CAPTCHA]).toBe(20 - ok - wrong);
    expect(await attempts(user.phone)).toHaveLength(ok + wrong);
    if (!ok) expect(answers[13]?.body.msg).toBe(CAPTCHA);

    const after = await nodes[0].post('/api/user/login', { account: user.phone, password }, undefined, ip);
    expect(after.body).toEqual({ code: 400, msg: CAPTCHA, data: null, errorCode: 'CAPTCHA_REQUIRED', field: 'captchaCode' });
  });

  it('locks after exactly 10 of 20 wrong guesses sent at once with solved captchas', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    const captchas = await Promise.all(Array.from({ length: 21 }, () => createCaptcha(t.db, t.clock.now())));
    const answers = await inParallel(
      '/api/user/login',
      captchas.slice(0, 20).map((c, i) => ({ account: user.phone, password: `Wrong${1000 + i}x`, ...c })),
      ip,
    );
    expect(tally(answers)).toEqual({
      [WRONG]: 4,
      [`${WRONG}，再错 5 次将锁定 15 分钟`]: 1,
      [`${WRONG}，再错 4 次将锁定 15 分钟`]: 1,
      [`${WRONG}，再错 3 次将锁定 15 分钟`]: 1,
      [`${WRONG}，再错 2 次将锁定 15 分钟`]: 1,
      [`${WRONG}，再错 1 次将锁定 15 分钟`]: 1,
      [LOCKED]: 11,
    });
    expect(answers.filter((a) => a.body.msg === LOCKED).every((a) => a.status === 429)).toBe(true);
    expect(await attempts(user.phone)).toHaveLength(10);

    const right = await nodes[1].post('/api/user/login', { account: user.phone, password, ...captchas[20] }, undefined, ip);
    expect(right.body).toEqual({ code: 429, msg: LOCKED, data: null, errorCode: 'ACCOUNT_LOCKED' });
  });

  it('still locks when the right password is among them, and refuses it after the lock', async () => {
    const ip = freshIp();
    const { user, password } = await createUser(t.db);
    const captchas = await Promise.all(Array.from({ length: 21 }, () => createCaptcha(t.db, t.clock.now())));
    const answers = await inParallel(
      '/api/user/login',
      guesses(password).map((pw, i) => ({ account: user.phone, password: pw, ...captchas[i] })),
      ip,
    );
    // Whenever the right one came, at least ten wrong ones followed it or came before it: the lock
    // always engages, and it gets in only when it was checked before the lock.
    const counts = tally(answers);
    expect(counts[LOCKED]).toBeGreaterThanOrEqual(1);
    const rightAnswer = answers[13];
    expect(rightAnswer?.status === 200 || rightAnswer?.body.msg === LOCKED).toBe(true);
    const rows = await attempts(user.phone);
    const lastSuccess = rows.map((r) => r.success).lastIndexOf(1);
    expect(rows.slice(lastSuccess + 1).filter((r) => r.success === 0)).toHaveLength(10);
    expect(rows).toHaveLength(20 - (counts[LOCKED] ?? 0) + 1);

    const right = await nodes[0].post('/api/user/login', { account: user.phone, password, ...captchas[20] }, undefined, ip);
    expect(right.body).toEqual({ code: 429, msg: LOCKED, data: null, errorCode: 'ACCOUNT_LOCKED' });
    const hint = await nodes[1].get('/api/user/loginByAccount', { account: user.phone }, undefined, ip);
    expect(hint.body.data.locked).toBe(true);
  });
});

describe('parallel old-password guesses in POST /api/user/changepassword', () => {
  it('checks at most 10 of 20 sent at once with one token, then locks', async () => {
    const ip = freshIp();
    const { user, password, token } = await createUser(t.db);
    const answers = await inParallel(
      '/api/user/changepassword',
      guesses(password).map((oldPassword) => ({ oldPassword, newPassword: 'Fresh2026x' })),
      ip,
      token,
    );
    const counts = tally(answers);
    // Nine wrong old passwords are answered as such, the tenth locks, and the rest are refused unchecked;
    // the right one changes the password only when it came before the lock.
    expect(counts['原密码错误']).toBe(9);
    expect(counts[LOCKED]).toBe(11 - (counts.ok ?? 0));
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.account, user.phone), eq(loginAttempts.success, 0)));
    expect(failures).toHaveLength(10);

    const current = counts.ok ? 'Fresh2026x' : password;
    const again = await nodes[0].post('/api/user/changepassword', { oldPassword: current, newPassword: 'Other2026y' }, token, ip);
    expect(again.body).toEqual({ code: 429, msg: LOCKED, data: null, errorCode: 'ACCOUNT_LOCKED' });
    const login = await nodes[1].post('/api/user/login', { account: user.phone, password: current }, undefined, ip);
    expect(login.body).toEqual({ code: 429, msg: LOCKED, data: null, errorCode: 'ACCOUNT_LOCKED' });
  });
});
