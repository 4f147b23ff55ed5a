import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAlias } from '../../../test/factories-promotion';
import { dayBefore, financeTestApp, importReport, reportCsv, settlementWorld } from '../../../test/factories-settlement';
import { createUser } from '../../../test/factories';
import { users } from '../../db/schema';

// The keys in their order and what each match makes of a row, whichever path staged it: on PostgreSQL the standard
// template's rows are matched by alias in the staging statement itself (parse-sql.ts) and the rest by attributeRows;
// on PGlite attributeRows does all of it. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const t = financeTestApp();

const DAY = 86_400_000;

describe('attribution: the first key that matches decides', () => {
  it('keeps a disabled promoter’s alias row from a later key, lets a later key take what no alias holds, and refuses a row no price applies to', async () => {
    const w = await settlementWorld(t);
    const now = t.clock.now();
    const d = dayBefore(t, 3);
    const gone = await createUser(t.db);
    const goneAlias = await createAlias(
      t.db,
      { userId: gone.user.id, workId: w.work.id, taskPlatformId: w.platform.id, alias: `停用${w.platform.id}` },
      new Date(now.getTime() - 20 * DAY),
    );
    await t.db.update(users).set({ disabledAt: now, disabledReason: '刷量' }).where(eq(users.id, gone.user.id));
    // Deleted before the row's day: no longer the word's holder then.
    const former = await createUser(t.db);
    const deletedAlias = await createAlias(
      t.db,
      {
        userId: former.user.id,
        workId: w.work.id,
        taskPlatformId: w.platform.id,
        alias: `旧词${w.platform.id}`,
        deletedAt: new Date(now.getTime() - 10 * DAY),
      },
      new Date(now.getTime() - 20 * DAY),
    );
    // Live 90 days back, before the platform's first price (60 days back).
    const early = await createAlias(
      t.db,
      { userId: w.byAlias.user.id, workId: w.work.id, taskPlatformId: w.platform.id, alias: `早期${w.platform.id}` },
      new Date(now.getTime() - 90 * DAY),
    );
    const uid = w.account.uid;
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([
        ['K1', d, goneAlias.alias, uid, '', '', '', '', '10'],
        ['K2', d, '没人用的口令', uid, '', '', '', '', '10'],
        ['K3', d, w.alias.alias, uid, '', '', '', '', '10'],
        ['K4', d, deletedAlias.alias, uid, '', '', '', '', '10'],
        ['K5', d, '', `late_${w.platform.id}`, w.link, '', '', '', '10'],
        ['K6', d, w.alias.alias, '', w.link, '', '', '', '10'],
        ['K7', dayBefore(t, 70), early.alias, uid, '', '', '', '', '10'],
        ['K8', d, '没人用的口令', '', '', '', '', '', '10'],
        ['K9', d, w.alias.alias, '', '', '', '', '', 'abc'],
      ]),
    );
    const rows = (
      await t.db.execute<Record<string, unknown>>(sql`
        select line_no, matched_by, matched, user_id, amount, unmatched_reason, error, xmin::text as xmin
        from settlement_import_rows where import_id = ${imp.id} order by line_no`)
    ).rows;
    const of = (line: number) => rows.find((r) => Number(r.line_no) === line)!;
    const outcome = (line: number) => {
      const r = of(line);
      return [
        r.matched_by,
        r.user_id === null ? null : Number(r.user_id),
        r.amount === null ? null : Number(r.amount),
        r.unmatched_reason,
      ];
    };
    expect(outcome(2)).toEqual(['alias', null, null, 'promoter_disabled']);
    expect(of(2).matched).toBe(goneAlias.alias);
    expect(outcome(3)).toEqual(['uid', w.byUid.user.id, 700, null]);
    expect(outcome(4)).toEqual(['alias', w.byAlias.user.id, 700, null]);
    expect(outcome(5)).toEqual(['uid', w.byUid.user.id, 700, null]);
    expect(outcome(6)).toEqual(['link', w.byLink.user.id, 700, null]);
    expect(outcome(7)).toEqual(['alias', w.byAlias.user.id, 700, null]);
    expect([of(8).matched_by, of(8).user_id, of(8).error]).toEqual([
      null,
      null,
      `第 8 行 date：任务平台在 ${dayBefore(t, 70)} 没有生效的价格`,
    ]);
    expect(outcome(9)).toEqual([null, null, null, 'no_match']);
    expect([of(10).matched_by, of(10).user_id]).toEqual([null, null]);
    expect(of(10).error).toMatch(/^第 10 行 amount_yuan：/);
    expect(imp.preview).toMatchObject({
      matchedRows: 5,
      unmatchedRows: 2,
      errorRows: 2,
      matchedBy: { alias: 2, uid: 2, link: 1 },
    });
    if (process.env.TEST_DATABASE_URL) {
      // Written once: the rows the staging statement matched by alias (or refused, or left with a reason) were never
      // updated after it, like the row with a parse error; the rows a later key took were.
      const staging = of(10).xmin;
      expect([2, 4, 8].map((line) => of(line).xmin)).toEqual([staging, staging, staging]);
      expect([3, 5].map((line) => of(line).xmin === staging)).toEqual([false, false]);
    }
  });
});
