import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { settings } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { appSettingForClient, readSetting, SETTING_DEFS, settingProblems, writeSetting } from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stored operator settings', () => {
  it('an invalid field is reported and only that field takes its default; the valid ones stay in force', async () => {
    await t.db.insert(settings).values({
      key: 'app',
      value: { withdrawalServiceFeeBps: 70_000, minWithdrawal: 2000, withdrawalDays: [5, 20] },
    });
    const app = await readSetting(t.db, 'app');
    expect(app.withdrawalServiceFeeBps).toBe(SETTING_DEFS.app.fallback.withdrawalServiceFeeBps);
    expect(app.minWithdrawal).toBe(2000);
    expect(app.withdrawalDays).toEqual([5, 20]);
    const problems = await settingProblems(t.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'app', field: 'withdrawalServiceFeeBps' });
  });

  it('a value that is not an object is reported whole', async () => {
    await t.db.insert(settings).values({ key: 'customer', value: 'oops' });
    expect(await settingProblems(t.db)).toContainEqual({ key: 'customer', field: '*', message: 'stored value is not an object' });
    expect(await readSetting(t.db, 'customer')).toEqual(SETTING_DEFS.customer.fallback);
  });
});

describe('the withdrawal fee rate', () => {
  // The answer as it was when the rate was stored as a decimal: clients must not see the change.
  const SPEC_ANSWER =
    '{"code":200,"msg":"ok","data":{"withdrawalServiceFeeRate":0.06,"minWithdrawal":1000,"maxMonthlyWithdrawal":8000000,' +
    '"withdrawalDays":[],"configVersion":"1.0.43","webviewHosts":["douyin.com","iesdouyin.com","kuaishou.com","qq.com","xiaohongshu.com"]}}';

  it('is kept in basis points and served as the same decimal, byte for byte', async () => {
    await t.db.delete(settings);
    expect((await t.app.inject({ url: '/dev/config/GetAppSetting' })).body).toBe(SPEC_ANSWER);
    await writeSetting(t.db, 'app', {
      ...SETTING_DEFS.app.fallback,
      withdrawalDays: [],
      webviewHosts: [...SETTING_DEFS.app.fallback.webviewHosts],
    });
    const row = firstRow(await t.db.select().from(settings).where(eq(settings.key, 'app')), 'select of the app setting');
    expect(row.value).toMatchObject({ withdrawalServiceFeeBps: 600 });
    expect(row.value).not.toHaveProperty('withdrawalServiceFeeRate');
    expect((await t.app.inject({ url: '/dev/config/GetAppSetting' })).body).toBe(SPEC_ANSWER);
    await t.db.delete(settings);
  });

  it('serves any bps as the decimal an operator would type', () => {
    const fallback = { ...SETTING_DEFS.app.fallback, webviewHosts: [], withdrawalDays: [] };
    for (const [bps, rate] of [
      [0, 0],
      [1, 0.0001],
      [600, 0.06],
      [650, 0.065],
      [1234, 0.1234],
      [10_000, 1],
    ] as const)
      expect(appSettingForClient({ ...fallback, withdrawalServiceFeeBps: bps }).withdrawalServiceFeeRate).toBe(rate);
  });
});
