import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha } from '../../../test/factories';
import { createOperator, OPERATOR_PASSWORD, totpCode } from '../../../test/factories-operators';
import { client, createTestApp, type TestApp, twoNodes, type TwoNodes } from '../../../test/harness';
import { loginAttempts } from '../../db/schema';

/**
 * Parallel console logins over real HTTP, spread over two server nodes on one database: the operators'
 * brute-force rules (the promoters' loginGuard) must hold for guesses sent at once.
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
const LOCKED = '密码或验证码错误次数过多，请 15 分钟后再试';

let ipSeq = 0;
/** Each test guesses from its own loopback address, so the per-IP captcha rule stays out of it. */
const freshIp = () => `127.30.${++ipSeq}.1`;

const inParallel = (bodies: Array<Record<string, unknown>>, ip: string) =>
  Promise.all(bodies.map((body, i) => nodes[i % 2]!.post('/admin-api/auth/login', body, undefined, ip)));

const tally = (answers: Array<{ status: number; body: { msg: string } }>) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status === 200 ? 'ok' : a.body.msg] = (counts[a.status === 200 ? 'ok' : a.body.msg] ?? 0) + 1;
  return counts;
};

const failures = (account: string) =>
  t.db.$count(loginAttempts, and(eq(loginAttempts.account, `operator:${account}`), eq(loginAttempts.success, 0)));

const captchas = (n: number) => Promise.all(Array.from({ length: n }, () => createCaptcha(t.db, t.clock.now())));

describe('20 wrong console logins sent at once', () => {
  it('evaluates only 3 without a captcha, then demands one', async () => {
    const ip = freshIp();
    const { operator } = await createOperator(t);
    const answers = await inParallel(
      Array.from({ length: 20 }, (_, i) => ({ account: operator.account, password: `Wrong${1000 + i}x` })),
      ip,
    );
    expect(tally(answers)).toEqual({ [WRONG]: 3, [CAPTCHA]: 17 });
    expect(await failures(operator.account)).toBe(3);
  });

  it('locks after exactly 10 with solved captchas, and the right password is then refused', async () => {
    const ip = freshIp();
    const { operator } = await createOperator(t);
    const solved = await captchas(21);
    const answers = await inParallel(
      solved.slice(0, 20).map((c, i) => ({ account: operator.account, password: `Wrong${1000 + i}x`, ...c })),
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
    expect(answers.filter((a) => a.body.msg === LOCKED).every((a) => a.status === 429 && a.headers['retry-after'])).toBe(true);
    expect(await failures(operator.account)).toBe(10);
    const right = await nodes[1].post(
      '/admin-api/auth/login',
      { account: operator.account, password: OPERATOR_PASSWORD, ...solved[20] },
      undefined,
      ip,
    );
    expect(right.body).toEqual({ code: 429, msg: LOCKED, data: null, errorCode: 'ACCOUNT_LOCKED' });
  });

  it('counts wrong authenticator codes after the right password the same way: 10, then the lock', async () => {
    const ip = freshIp();
    const { operator, token } = await createOperator(t);
    const a = client(t, ip);
    const secret: string = (await a.post('/admin-api/auth/totp/setup', {}, token)).body.data.secret;
    await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, token);
    t.clock.advance(30_000);
    const solved = await captchas(20);
    const right = totpCode(secret, t.clock.now());
    const wrongCode = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await inParallel(
      solved.map((c, i) => ({ account: operator.account, password: OPERATOR_PASSWORD, totpCode: wrongCode(i), ...c })),
      ip,
    );
    const counts = tally(answers);
    expect(counts[LOCKED]).toBe(11);
    expect(
      Object.entries(counts)
        .filter(([msg]) => msg.startsWith('验证码错误'))
        .reduce((n, [, c]) => n + c, 0),
    ).toBe(9);
    expect(await failures(operator.account)).toBe(10);
  });

  it('lets one authenticator code sent 20 times at once log in once', async () => {
    const ip = freshIp();
    const { operator, token } = await createOperator(t);
    const a = client(t, ip);
    const secret: string = (await a.post('/admin-api/auth/totp/setup', {}, token)).body.data.secret;
    await a.post('/admin-api/auth/totp/enable', { code: totpCode(secret, t.clock.now()) }, token);
    t.clock.advance(30_000);
    const code = totpCode(secret, t.clock.now());
    const solved = await captchas(20);
    const answers = await inParallel(
      solved.map((c) => ({ account: operator.account, password: OPERATOR_PASSWORD, totpCode: code, ...c })),
      ip,
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refusals = answers.filter((r) => r.status !== 200).map((r) => (r.body as { errorCode?: string }).errorCode);
    expect(refusals.every((code) => code === 'TOTP_WRONG' || code === 'ACCOUNT_LOCKED')).toBe(true);
  });
});
