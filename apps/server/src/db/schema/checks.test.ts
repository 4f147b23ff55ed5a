import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createMaterial, createUser, createWork } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { firstRow } from '../../lib/rows';
import { accountDeletionRequests, appVersions, articles, incomeLines, loginAttempts, smsCodes } from './index';
import { createAlias, createMediaAccount } from '../../../test/factories-promotion';
import { createWithdrawAccount } from '../../../test/factories-wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SQLSTATE and constraint of a refused statement (drizzle wraps the driver's error). */
async function refusal(query: Promise<unknown>) {
  const err = await query.then(
    () => null,
    (e: unknown) => e,
  );
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    if (e.code) return { code: e.code, constraint: e.constraint };
  }
  return { code: 'accepted', constraint: undefined };
}

describe('enum-like columns accept only known values, whoever writes them', () => {
  it('refuses an unknown value in every enum-like column, even from raw SQL', async () => {
    const { user } = await createUser(t.db);
    const work = await createWork(t.db);
    const material = await createMaterial(t.db, work.id);
    const banner = await createBanner(t.db);
    const now = new Date();
    const sms = firstRow(
      await t.db.insert(smsCodes).values({ phone: '13900000000', purpose: 'login', codeHash: 'x', expiresAt: now }).returning(),
      'insert into sms_codes',
    );
    const attempt = firstRow(
      await t.db.insert(loginAttempts).values({ account: 'a', ip: '127.0.0.1', success: 0 }).returning(),
      'insert into login_attempts',
    );
    const deletion = firstRow(
      await t.db.insert(accountDeletionRequests).values({ userId: user.id }).returning(),
      'insert into account_deletion_requests',
    );
    const article = firstRow(
      await t.db.insert(articles).values({ kind: 'faq', title: '问' }).returning(),
      'insert into articles',
    );
    const version = firstRow(
      await t.db.insert(appVersions).values({ platform: 'android', version: '1.0.0', url: '/a.apk' }).returning(),
      'insert into app_versions',
    );
    const lines = await t.db
      .insert(incomeLines)
      .values({
        userId: user.id,
        taskPlatformId: work.taskPlatformId,
        status: 'estimated',
        amount: 100,
        incomeDate: '2026-11-20',
        provenance: {},
        reportDate: '2026-11-20',
        rowKey: 'checks-1',
        kind: 'estimate',
      })
      .returning();
    const line = firstRow(lines, 'insert into income_lines');

    const alias = await createAlias(t.db, { userId: user.id, workId: work.id, taskPlatformId: work.taskPlatformId }, now);
    const mediaAccount = await createMediaAccount(t.db, user.id);
    const withdrawAccount = await createWithdrawAccount(t.db, user.id);

    const cases: Array<[ReturnType<typeof sql>, string]> = [
      [sql`update works set type = 3 where id = ${work.id}`, 'works_type_check'],
      [sql`update works set share_bps = 10001 where id = ${work.id}`, 'works_share_bps_range'],
      [sql`update task_platforms set category = 9 where id = ${work.taskPlatformId}`, 'task_platforms_category_check'],
      [
        sql`update task_platforms set promotion_type = 0 where id = ${work.taskPlatformId}`,
        'task_platforms_promotion_type_check',
      ],
      [
        sql`update task_platforms set settlement_type = 7 where id = ${work.taskPlatformId}`,
        'task_platforms_settlement_type_check',
      ],
      [sql`update work_materials set kind = 'music' where id = ${material.id}`, 'work_materials_kind_check'],
      [
        sql`update task_platforms set alias_charset = 'emoji' where id = ${work.taskPlatformId}`,
        'task_platforms_alias_charset_check',
      ],
      [
        sql`update task_platforms set alias_review_mode = 'never' where id = ${work.taskPlatformId}`,
        'task_platforms_alias_review_mode_check',
      ],
      [sql`update works_aliases set state = 9 where id = ${alias.id}`, 'works_aliases_state_check'],
      [sql`update platform_accounts set platform = 4 where id = ${mediaAccount.id}`, 'platform_accounts_platform_check'],
      [sql`update withdraw_accounts set type = 'paypal' where id = ${withdrawAccount.id}`, 'withdraw_accounts_type_check'],
      [sql`update banners set link_type = 'app' where id = ${banner.id}`, 'banners_link_type_check'],
      [sql`update articles set kind = 'news' where id = ${article.id}`, 'articles_kind_check'],
      [sql`update app_versions set platform = 'symbian' where id = ${version.id}`, 'app_versions_platform_check'],
      [sql`update sms_codes set purpose = 'reset' where id = ${sms.id}`, 'sms_codes_purpose_check'],
      [sql`update login_attempts set success = 2 where id = ${attempt.id}`, 'login_attempts_success_check'],
      [sql`update account_deletion_requests set status = 'lost' where id = ${deletion.id}`, 'account_deletion_status_check'],
      [sql`update income_lines set status = 'paid' where id = ${line.id}`, 'income_lines_status_check'],
      [sql`update income_lines set kind = 'bonus' where id = ${line.id}`, 'income_lines_kind_check'],
      [sql`update income_lines set reason_code = 'typo' where id = ${line.id}`, 'income_lines_reason_code_check'],
      [sql`update income_lines set kind = 'settled' where id = ${line.id}`, 'income_lines_status_kind'],
    ];
    for (const [statement, constraint] of cases)
      expect(await refusal(t.db.execute(statement)), constraint).toEqual({ code: '23514', constraint });
  });

  it('keeps /api/works/list answering: a work of an unknown type cannot be stored in the first place', async () => {
    const work = await createWork(t.db);
    expect(await refusal(t.db.execute(sql`update works set type = 99 where id = ${work.id}`))).toMatchObject({ code: '23514' });
    const res = await t.app.inject({ url: '/api/works/list', query: { type: '1' } });
    expect(res.statusCode).toBe(200);
  });

  it('stores income_date as a date and answers it as YYYY-MM-DD', async () => {
    const { user } = await createUser(t.db);
    const work = await createWork(t.db);
    const values = {
      userId: user.id,
      taskPlatformId: work.taskPlatformId,
      status: 'estimated' as const,
      amount: 1,
      provenance: {},
      reportDate: '2026-02-28',
      rowKey: 'checks-date',
      kind: 'estimate' as const,
    };
    const line = firstRow(
      await t.db
        .insert(incomeLines)
        .values({ ...values, incomeDate: '2026-02-28' })
        .returning(),
      'insert into income_lines',
    );
    expect(line.incomeDate).toBe('2026-02-28');
    expect(await refusal(t.db.insert(incomeLines).values({ ...values, incomeDate: '2026-02-30' }))).toMatchObject({
      code: '22008',
    });
  });
});
