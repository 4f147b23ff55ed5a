import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/envelopes';
import { createOperator } from '../../../test/factories-operators';
import {
  dayBefore,
  financeTestApp,
  importReport,
  reportCsv,
  settlementWorld,
  TEMPLATE_HEADER,
  uploadReport,
} from '../../../test/factories-settlement';
import { auditLog, balances, incomeLines, settlementUnmatched } from '../../db/schema';

const t = financeTestApp();

const balanceOf = async (userId: number) =>
  (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.balance ?? 0;
const linesOf = (userId: number) => t.db.select().from(incomeLines).where(eq(incomeLines.userId, userId)).orderBy(incomeLines.id);
const rowsOf = async (id: number, filter: string) =>
  (await t.api.get(`/admin-api/settlement/imports/${id}/rows`, { filter, page: 1, size: 50 }, t.finance.token)).body.data.records;
const confirm = async (id: number, requestId = randomUUID()) => {
  const res = await t.api.post(`/admin-api/settlement/imports/${id}/confirm`, { requestId }, t.finance.token);
  await t.app.settlementImports.drain();
  const after = await t.api.get(`/admin-api/settlement/imports/${id}`, {}, t.finance.token);
  return { res, after: after.body.data };
};

const world = () => settlementWorld(t);

describe('POST /admin-api/settlement/imports → preview → confirm', () => {
  it('matches by alias, UID (in its binding window) and link, lists errors with their line and column, and credits on confirm', async () => {
    const w = await world();
    const d = dayBefore(t, 3);
    const file = reportCsv([
      ['A1', d, w.alias.alias, '', '', '', '2', '1', '12.34'],
      ['A2', d, '', `dy_${w.platform.id}`, '', '', '', '', '0.07'],
      ['A3', d, '', '', `${w.link}?share=1`, '', '', '', '3.5'],
      ['A4', d, '没人用的口令', '', '', '', '', '', '5'],
      ['A5', d, '', `late_${w.platform.id}`, '', '', '', '', '8'],
      ['A6', d, w.alias.alias, '', '', '', '', '', '1.234'],
      ['A7', d, w.alias.alias, '', '', '', '', '', '1e3'],
      ['A8', d, w.alias.alias, '', '', '', '', '', '"1,234.50"'],
      ['A9', '2026-02-30', w.alias.alias, '', '', '', '', '', '1'],
      ['A1', d, w.alias.alias, '', '', '', '', '', '12.34'],
      ['A10', d, w.alias.alias, '', '', '', '', '', '1', '234.50'],
    ]);
    const imp = await importReport(t, t.finance.token, { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' }, file);
    expect(imp).toMatchObject({
      status: 'ready',
      format: 'standard',
      kind: 'settled',
      reasonCode: null,
      error: null,
      fileName: 'report.csv',
    });
    expect(imp.preview).toEqual({
      totalRows: 11,
      matchedRows: 3,
      unmatchedRows: 2,
      errorRows: 5,
      duplicateRows: 1,
      matchedBy: { alias: 1, uid: 1, link: 1 },
      upstreamAmount: 1234 + 7 + 350 + 500 + 800 + 1234,
      // 70 %, half away from zero: 863.8 → 864, 4.9 → 5, 245.
      matchedAmount: 864 + 5 + 245,
      unmatchedUpstreamAmount: 1300,
      promoters: 3,
    });
    expect((await rowsOf(imp.id, 'error')).map((r: { lineNo: number; reason: string }) => [r.lineNo, r.reason])).toEqual([
      [7, '第 7 行 amount_yuan：“1.234”超过两位小数'],
      [8, '第 8 行 amount_yuan：“1e3”不是普通小数（不支持科学计数法）'],
      [9, '第 9 行 amount_yuan：“1,234.50”含千位分隔符，请去掉逗号'],
      [10, '第 10 行 date：“2026-02-30”不是存在的日期'],
      // An unquoted thousands separator splits the row: refused by its width, never read as ¥1.
      [12, '第 12 行：有 10 列，表头只有 9 列（含逗号的金额或文字须加引号）'],
    ]);
    const unmatched = await rowsOf(imp.id, 'unmatched');
    expect(unmatched.map((r: { lineNo: number; reason: string }) => [r.lineNo, r.reason])).toEqual([
      [5, '第 5 行：口令、UID、链接均未匹配到推客'],
      [6, '第 6 行：视频发布时该 UID 未绑定在本平台'],
    ]);
    const matched = await rowsOf(imp.id, 'matched');
    expect(matched[0]).toMatchObject({
      lineNo: 2,
      rowKey: 'r:A1',
      matchedBy: 'alias',
      upstreamAmount: 1234,
      amount: 864,
      promoter: { id: w.byAlias.user.id },
      // The report names no work; the alias does.
      workTitle: w.work.title,
    });
    expect(matched[1]).toMatchObject({ lineNo: 3, matchedBy: 'uid', workTitle: null });
    expect((await rowsOf(imp.id, 'duplicate'))[0]).toMatchObject({
      lineNo: 11,
      reason: '第 11 行：该行已导入过（同一平台、报表日期和行标识）',
    });

    const { res, after } = await confirm(imp.id);
    expect(res.status).toBe(200);
    expect(after.error).toBeNull();
    expect(after).toMatchObject({
      status: 'applied',
      progress: { phase: null, done: 3, total: 3 },
      confirmedBy: t.finance.operator.account,
    });
    expect(await balanceOf(w.byAlias.user.id)).toBe(864);
    expect(await balanceOf(w.byUid.user.id)).toBe(5);
    const [line] = await linesOf(w.byAlias.user.id);
    expect(line).toMatchObject({
      kind: 'settled',
      status: 'credited',
      amount: 864,
      incomeDate: d,
      reportDate: d,
      rowKey: 'r:A1',
      priceId: w.price.id,
    });
    expect(line!.provenance).toEqual({
      source: 'report',
      batch: `import-${imp.id}`,
      importId: imp.id,
      row: 2,
      matchedBy: 'alias',
      matched: w.alias.alias,
      rule: 'CPS 70%',
      shareBps: 7000,
      unitPrice: 350,
      priceVersionId: w.price.id,
      upstreamAmount: 1234,
    });
    // The promoter reads the report as finance imported it (its name lacks the day, so the day is added),
    // not the import's internal id.
    const detail = await t.api.get('/api/userAccount/income/detail', { id: line!.id }, w.byAlias.token);
    expect(detail.body.data.provenance).toMatchObject({ source: 'report', batch: `report.csv（${d}）`, row: 2 });
    const queue = await t.db.select().from(settlementUnmatched).where(eq(settlementUnmatched.importId, imp.id));
    expect(queue.map((q) => [q.lineNo, q.reason, q.status])).toEqual([
      [5, 'no_match', 'waiting'],
      [6, 'uid_outside_binding', 'waiting'],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'settlement_imports'), eq(auditLog.targetId, String(imp.id))));
    expect(audit.map((a) => a.action)).toEqual(['settlement.import', 'settlement.confirm']);
  });
});

describe('re-import, correction, kinds', () => {
  it('changes nothing when the same report comes again; a corrected figure becomes an adjustment line for the difference', async () => {
    const w = await world();
    const d = dayBefore(t, 2);
    const fields = { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' };
    const first = await importReport(
      t,
      t.finance.token,
      fields,
      reportCsv([['B1', d, w.alias.alias, '', '', '', '', '', '10.00']]),
    );
    expect((await confirm(first.id)).after.status).toBe('applied');
    expect(await balanceOf(w.byAlias.user.id)).toBe(700);

    const again = await importReport(t, t.finance.token, fields, reportCsv([['B1', d, w.alias.alias, '', '', '', '', '', '10']]));
    expect(again.preview).toMatchObject({ totalRows: 1, matchedRows: 0, duplicateRows: 1, matchedAmount: 0 });
    expect((await confirm(again.id)).after.status).toBe('applied');
    expect(await balanceOf(w.byAlias.user.id)).toBe(700);

    const corrected = await importReport(
      t,
      t.finance.token,
      fields,
      reportCsv([['B1', d, w.alias.alias, '', '', '', '', '', '12.00']]),
    );
    expect(corrected.preview).toMatchObject({ matchedRows: 1, duplicateRows: 0, matchedAmount: 840 });
    await confirm(corrected.id);
    expect(await balanceOf(w.byAlias.user.id)).toBe(840);
    const lines = await linesOf(w.byAlias.user.id);
    expect(lines.map((l) => [l.kind, l.rowKey, l.amount, l.reasonCode])).toEqual([
      ['settled', 'r:B1', 700, null],
      ['adjustment', 'r:B1#840', 140, 'correction'],
    ]);
    // The corrected report once more: its figure is what was applied, so nothing.
    const once = await importReport(
      t,
      t.finance.token,
      fields,
      reportCsv([['B1', d, w.alias.alias, '', '', '', '', '', '12.00']]),
    );
    expect(once.preview).toMatchObject({ matchedRows: 0, duplicateRows: 1 });
  });

  it('records estimates without money, and takes an adjustment report back as negative lines with its reason', async () => {
    const w = await world();
    const d = dayBefore(t, 4);
    const estimate = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'estimate' },
      reportCsv([['C1', d, w.alias.alias, '', '', '', '', '', '20']]),
    );
    await confirm(estimate.id);
    expect(await balanceOf(w.byAlias.user.id)).toBe(0);
    const settled = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([['C1', d, w.alias.alias, '', '', '', '', '', '20']]),
    );
    await confirm(settled.id);
    expect(await balanceOf(w.byAlias.user.id)).toBe(1400);
    const refund = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'adjustment', reasonCode: 'invalid_traffic' },
      reportCsv([['C1', d, w.alias.alias, '', '', '', '', '', '-5']]),
    );
    expect(refund).toMatchObject({ kind: 'adjustment', reasonCode: 'invalid_traffic' });
    await confirm(refund.id);
    expect(await balanceOf(w.byAlias.user.id)).toBe(1050);
    expect((await linesOf(w.byAlias.user.id)).map((l) => [l.kind, l.status, l.amount, l.reasonCode])).toEqual([
      ['estimate', 'estimated', 1400, null],
      ['settled', 'credited', 1400, null],
      ['adjustment', 'credited', -350, 'invalid_traffic'],
    ]);

    // Reconciliation: estimated 14.00, settled 14.00 − 3.50, the 扣量 explains the whole gap.
    const rec = await t.api.get(
      '/admin-api/settlement/reconciliation',
      { userId: w.byAlias.user.id, from: d, to: d },
      t.finance.token,
    );
    expect(rec.body.data).toEqual({
      from: d,
      to: d,
      estimated: 1400,
      settled: 1050,
      difference: -350,
      explained: [{ reason: 'invalid_traffic', amount: -350, rows: 1 }],
      unexplained: 0,
      byPlatform: [
        {
          taskPlatformId: w.platform.id,
          taskPlatformName: w.platform.name,
          estimated: 1400,
          settled: 1050,
          difference: -350,
          dataUpTo: d,
        },
      ],
    });
    // The app's platform card says how recent its data is.
    const list = await t.api.get('/api/taskPlatform/list', { size: '999' });
    expect(list.body.data.records.find((p: { id: number }) => p.id === w.platform.id).dataUpTo).toBe(d);
    const mine = await t.api.get('/api/userAccount/income/reconciliation', { month: d.slice(0, 7) }, w.byAlias.token);
    expect(mine.body.data).toMatchObject({ estimated: 1400, settled: 1050, unexplained: 0 });
  });

  it('reads an XLSX report, and a platform format through its saved mapping (whole fen, refunds subtracted)', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const w = await world();
    const d = dayBefore(t, 5);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('report');
    sheet.addRow(TEMPLATE_HEADER.split(','));
    sheet.addRow(['X1', d, w.alias.alias, '', '', '', 1, 1, '30.10']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      xlsx,
      'report.xlsx',
    );
    expect(imp.preview).toMatchObject({ totalRows: 1, matchedRows: 1, matchedAmount: 2107, upstreamAmount: 3010 });

    const saved = await t.api.post(
      '/admin-api/settlement/mapping/save',
      {
        taskPlatformId: w.platform.id,
        columns: { row_id: '订单号', date: '日期', alias: '口令', amount_yuan: '结算金额(分)' },
        amountUnit: 'fen',
        refundColumns: ['退款(分)'],
      },
      t.finance.token,
    );
    expect(saved.status).toBe(200);
    const mapped = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'estimate' },
      reportCsv(
        [
          ['M1', d, w.alias.alias, '1000', '200'],
          ['M2', d, w.alias.alias, '10.5', ''],
        ],
        '订单号,日期,口令,结算金额(分),退款(分)',
      ),
    );
    expect(mapped).toMatchObject({ format: 'mapped', status: 'ready' });
    expect(mapped.preview).toMatchObject({ totalRows: 2, matchedRows: 1, errorRows: 1, upstreamAmount: 800, matchedAmount: 560 });
    expect((await rowsOf(mapped.id, 'error'))[0].reason).toBe('第 3 行 结算金额(分)：“10.5”不是整数分');
  });

  it('gives back the report exactly as uploaded, under its Chinese name, to finance only, and audits each download', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const w = await world();
    const d = dayBefore(t, 6);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('report').addRow(TEMPLATE_HEADER.split(','));
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      xlsx,
      '河马剧场日报.xlsx',
    );
    const download = (id: number, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/admin-api/settlement/imports/${id}/file`,
        headers: { authorization: `Bearer ${token}` },
      });

    const res = await download(imp.id, t.finance.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(xlsx)).toBe(true);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="??????.xlsx"; filename*=UTF-8''${encodeURIComponent('河马剧场日报.xlsx')}`,
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.download'), eq(auditLog.targetId, imp.id)));
    expect(audit.map((a) => [a.operatorId, a.after])).toEqual([[t.finance.operator.id, { fileName: '河马剧场日报.xlsx' }]]);

    const missing = await download(imp.id + 10_000, t.finance.token);
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '导入记录不存在']);
    const operator = await createOperator(t, 'operator');
    expect((await download(imp.id, operator.token)).statusCode).toBe(403);
  });

  it('ends failed with the reason when the header is neither the template nor the mapping, and refuses bad fields before the file', async () => {
    const w = await world();
    const d = dayBefore(t, 1);
    const bad = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([['1', '2']], 'a,b'),
    );
    expect(bad).toMatchObject({
      status: 'failed',
      preview: null,
      error:
        '表头不是标准模板（应为 row_id,date,alias,uid,link,work_title,new_users,orders,amount_yuan），且该任务平台还没有保存列映射',
    });
    const kind = await uploadReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'bonus' },
      reportCsv([]),
    );
    expect([kind.status, kind.body.msg, kind.body.field]).toEqual([
      400,
      'kind：类型只能是 estimate、settled 或 adjustment',
      'kind',
    ]);
    const date = await uploadReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: '2026/1/1', kind: 'settled' },
      reportCsv([]),
    );
    expect([date.status, date.body.msg]).toEqual([400, 'reportDate：日期格式应为 YYYY-MM-DD']);
    // Days the database has no room for are refused by the schema, never a 500.
    for (const reportDate of ['2026-02-30', '0000-01-01']) {
      const day = await uploadReport(
        t,
        t.finance.token,
        { taskPlatformId: w.platform.id, reportDate, kind: 'settled' },
        reportCsv([]),
      );
      expect([day.status, day.body.msg]).toEqual([400, 'reportDate：日期不存在']);
    }
    const rec = await t.api.get(
      '/admin-api/settlement/reconciliation',
      { from: '2026-13-01', to: '2026-13-02' },
      t.finance.token,
    );
    expect([rec.status, rec.body.msg]).toEqual([400, 'from：日期不存在']);
    const none = await uploadReport(t, t.finance.token, { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' }, null);
    expect([none.status, none.body.msg]).toEqual([400, 'file：请选择要上传的报表文件']);
    const missing = await uploadReport(
      t,
      t.finance.token,
      { taskPlatformId: 999_999, reportDate: d, kind: 'settled' },
      reportCsv([]),
    );
    expect([missing.status, missing.body.msg]).toEqual([400, 'taskPlatformId：任务平台不存在']);
    const operator = await createOperator(t, 'operator');
    const forbidden = await uploadReport(
      t,
      operator.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([]),
    );
    expect(forbidden.status).toBe(403);
  });

  it('answers 409 to a confirm of a failed import, and a confirm again changes nothing', async () => {
    const w = await world();
    const d = dayBefore(t, 6);
    const failed = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([], 'x'),
    );
    const refused = await t.api.post(
      `/admin-api/settlement/imports/${failed.id}/confirm`,
      { requestId: randomUUID() },
      t.finance.token,
    );
    expect(refused.body).toEqual(errorBody(409, '该导入已失败，不能确认，请重新上传', 'IMPORT_NOT_READY'));
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      reportCsv([['E1', d, w.alias.alias, '', '', '', '', '', '1']]),
    );
    await confirm(imp.id);
    const twice = await confirm(imp.id);
    expect([twice.res.status, twice.after.status]).toEqual([200, 'applied']);
    expect(await balanceOf(w.byAlias.user.id)).toBe(70);
  });
});
