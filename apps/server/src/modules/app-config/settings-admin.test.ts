import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { client, createTestApp, httpClient, type TestApp } from '../../../test/harness';
import { auditLog, settings } from '../../db/schema';
import { readSetting, SETTING_DEFS, settingProblems } from './settings';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());
// Each test starts from the defaults, past any answer the app cached in an earlier one.
beforeEach(async () => {
  await t.db.delete(settings);
  t.clock.advance(1001);
  admin = (await createOperator(t, 'admin')).token;
});

const save = (key: string, value: object, token = admin) => api.post('/admin-api/settings/save', { key, value }, token);
const settingAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.update')).orderBy(auditLog.id);
const fieldError = (field: string, msg: string) => ({ code: 400, msg, data: null, errorCode: 'VALIDATION_FAILED', field });

describe('who may read and change the settings', () => {
  it('answers 403 to the operator and finance roles, and 200 to admin', async () => {
    for (const role of ['operator', 'finance'] as const) {
      const { token } = await createOperator(t, role);
      expect((await api.get('/admin-api/settings', {}, token)).body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
      expect((await save('app', { minWithdrawal: 2000 }, token)).body).toEqual({
        code: 403,
        msg: '没有权限执行此操作',
        data: null,
        errorCode: 'FORBIDDEN',
      });
    }
    expect((await readSetting(t.db, 'app')).minWithdrawal).toBe(SETTING_DEFS.app.fallback.minWithdrawal);
    expect((await api.get('/admin-api/settings', {}, admin)).status).toBe(200);
  });
});

describe('GET /admin-api/settings', () => {
  it('answers each group with the values in force, the defaults and when it was saved', async () => {
    const res = await api.get('/admin-api/settings', {}, admin);
    expect(res.body.data.app).toEqual({
      value: res.body.data.app.defaults,
      defaults: res.body.data.app.defaults,
      problems: [],
      updatedAt: null,
    });
    expect(res.body.data.app.defaults).toMatchObject({ withdrawalServiceFeeBps: 600, minWithdrawal: 1000 });
    expect(res.body.data.promotion.value).toEqual({
      maxLiveAliases: 20,
      backfillWindowDays: 7,
      maxMediaAccountsPerPlatform: 5,
      rebateBps: 1000,
    });
    expect(Object.keys(res.body.data)).toEqual(['app', 'promotion']);
  });

  it("reads past the row of a setting the server no longer has (the eraser quota, now each VIP level's)", async () => {
    await t.db.insert(settings).values({ key: 'watermark', value: { dailyQuota: 8, vipDailyQuota: 20 } });
    const res = await api.get('/admin-api/settings', {}, admin);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['app', 'promotion']);
    expect(await settingProblems(t.db)).toEqual([]);
    expect((await save('app', { minWithdrawal: 2000 })).status).toBe(200);
    expect((await save('watermark', { dailyQuota: 9 })).body).toEqual(fieldError('key', 'key：设置项只能是 app 或 promotion'));
  });

  it('names a stored field the server could not use', async () => {
    await t.db.insert(settings).values({ key: 'promotion', value: { maxLiveAliases: 0, backfillWindowDays: 3 } });
    const { promotion } = (await api.get('/admin-api/settings', {}, admin)).body.data;
    expect(promotion.value).toMatchObject({ maxLiveAliases: 20, backfillWindowDays: 3 });
    expect(promotion.problems).toEqual([{ field: 'maxLiveAliases', message: '口令数量上限至少为 1' }]);
  });
});

describe('POST /admin-api/settings/save', () => {
  it('changes only the fields sent, audits the change and the app reads it within its cache second', async () => {
    expect((await api.get('/dev/config/GetAppSetting')).body.data.withdrawalServiceFeeRate).toBe(0.06);
    const res = await save('app', { withdrawalServiceFeeBps: 750, withdrawalDays: [20, 5] });
    expect(res.status).toBe(200);
    expect(res.body.data.app.value).toMatchObject({ withdrawalServiceFeeBps: 750, withdrawalDays: [5, 20], minWithdrawal: 1000 });
    expect(res.body.data.app.updatedAt).toEqual(expect.stringMatching(/\+08:00$/));

    // The app's answer is cached for at most a second, then it carries the new rate.
    t.clock.advance(1001);
    expect((await api.get('/dev/config/GetAppSetting')).body.data).toMatchObject({
      withdrawalServiceFeeRate: 0.075,
      withdrawalDays: [5, 20],
    });

    const [audit] = (await settingAudits()).slice(-1);
    expect(audit).toMatchObject({
      targetType: 'settings',
      targetId: 'app',
      before: { withdrawalServiceFeeBps: 600, withdrawalDays: [] },
      after: { withdrawalServiceFeeBps: 750, withdrawalDays: [5, 20] },
    });
  });

  it('applies a promotion rule to the next request, which reads it uncached', async () => {
    await save('promotion', { backfillWindowDays: 14 });
    expect(await readSetting(t.db, 'promotion')).toEqual({
      maxLiveAliases: 20,
      backfillWindowDays: 14,
      maxMediaAccountsPerPlatform: 5,
      rebateBps: 1000,
    });
  });

  it('refuses a bad value naming the field, and stores and audits nothing', async () => {
    const audits = (await settingAudits()).length;
    expect((await save('app', { withdrawalServiceFeeBps: 6000 })).body).toEqual(
      fieldError('value.withdrawalServiceFeeBps', 'value.withdrawalServiceFeeBps：提现服务费率不能超过 50%'),
    );
    expect((await save('app', { minWithdrawal: 1000.5 })).body).toEqual(
      fieldError('value.minWithdrawal', 'value.minWithdrawal：最低提现金额须精确到分'),
    );
    expect((await save('app', { minWithdrawal: 5 })).body).toEqual(
      fieldError('value.minWithdrawal', 'value.minWithdrawal：最低提现金额不能小于 ¥0.10'),
    );
    expect((await save('app', { withdrawalDays: [1, 32] })).body).toEqual(
      fieldError('value.withdrawalDays.1', 'value.withdrawalDays.1：提现日应为 1-31'),
    );
    expect((await save('app', { withdrawalDays: [3, 3] })).body).toEqual(
      fieldError('value.withdrawalDays', 'value.withdrawalDays：提现日不能重复'),
    );
    expect((await save('app', { webviewHosts: ['https://evil.example/x'] })).body).toMatchObject({
      code: 400,
      field: 'value.webviewHosts.0',
    });
    expect((await save('promotion', { backfillWindowDays: 0 })).body).toEqual(
      fieldError('value.backfillWindowDays', 'value.backfillWindowDays：回填期限至少 1 天'),
    );
    expect((await save('promotion', { maxLiveAliases: '5' })).body).toEqual(
      fieldError('value.maxLiveAliases', 'value.maxLiveAliases：口令数量上限应为数字'),
    );
    // A misspelt field is refused rather than dropped, so it never passes for a saved change.
    expect((await save('promotion', { maxLiveAlias: 5 })).body).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      field: 'value',
    });
    expect((await save('fees', { rate: 1 })).body).toEqual(fieldError('key', 'key：设置项只能是 app 或 promotion'));
    // Each field is fine alone, the pair is not: the minimum may not pass the monthly maximum.
    expect((await save('app', { minWithdrawal: 9_000_000 })).body).toEqual(
      fieldError('value.minWithdrawal', '最低提现金额不能大于每月提现上限'),
    );

    expect(await t.db.select().from(settings)).toEqual([]);
    expect((await settingAudits()).length).toBe(audits);
  });

  it('keeps both changes when two admins save different fields at the same moment', async () => {
    const other = (await createOperator(t, 'admin')).token;
    const http = httpClient(await t.listen());
    const answers = await Promise.all([
      http.post('/admin-api/settings/save', { key: 'promotion', value: { maxLiveAliases: 30 } }, admin),
      http.post('/admin-api/settings/save', { key: 'promotion', value: { backfillWindowDays: 10 } }, other),
      http.post('/admin-api/settings/save', { key: 'promotion', value: { maxMediaAccountsPerPlatform: 8 } }, admin),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await readSetting(t.db, 'promotion')).toEqual({
      maxLiveAliases: 30,
      backfillWindowDays: 10,
      maxMediaAccountsPerPlatform: 8,
      rebateBps: 1000,
    });
    expect((await settingAudits()).filter((a) => a.targetId === 'promotion').slice(-3)).toHaveLength(3);
  });
});
