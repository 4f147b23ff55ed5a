import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { settings } from '../../db/schema';
import { readSetting, SETTING_DEFS, settingProblems } from './settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stored operator settings', () => {
  it('an invalid field is reported and only that field takes its default; the valid ones stay in force', async () => {
    await t.db.insert(settings).values({
      key: 'app',
      value: { withdrawalServiceFeeRate: 7, minWithdrawal: 2000, withdrawalDays: [5, 20] },
    });
    const app = await readSetting(t.db, 'app');
    expect(app.withdrawalServiceFeeRate).toBe(SETTING_DEFS.app.fallback.withdrawalServiceFeeRate);
    expect(app.minWithdrawal).toBe(2000);
    expect(app.withdrawalDays).toEqual([5, 20]);
    const problems = await settingProblems(t.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'app', field: 'withdrawalServiceFeeRate' });
  });

  it('a value that is not an object is reported whole', async () => {
    await t.db.insert(settings).values({ key: 'customer', value: 'oops' });
    expect(await settingProblems(t.db)).toContainEqual({ key: 'customer', field: '*', message: 'stored value is not an object' });
    expect(await readSetting(t.db, 'customer')).toEqual(SETTING_DEFS.customer.fallback);
  });
});
