import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayBefore, financeTestApp, importReport, settlementWorld, TEMPLATE_HEADER } from '../../../test/factories-settlement';
import { settlementImportRows } from '../../db/schema';
import { isStandardHeader } from './parse-copy';

const t = financeTestApp();

/**
 * Files of the standard template that PostgreSQL's COPY reads otherwise than csv-parse (parse-copy.ts): on
 * PostgreSQL they must come out exactly as the JavaScript parse reads them (which PGlite runs), line numbers and all.
 */
describe('the standard template parsed by PostgreSQL, and the files it hands back to the JavaScript parse', () => {
  const staged = async (text: string) => {
    const w = await settlementWorld(t);
    const d = dayBefore(t, 3);
    const imp = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: w.platform.id, reportDate: d, kind: 'settled' },
      Buffer.from(text.replaceAll('{d}', d).replaceAll('{alias}', w.alias.alias)),
    );
    const rows = await t.db
      .select({ lineNo: settlementImportRows.lineNo, rowKey: settlementImportRows.rowKey, error: settlementImportRows.error })
      .from(settlementImportRows)
      .where(eq(settlementImportRows.importId, imp.id))
      .orderBy(asc(settlementImportRows.lineNo));
    return { imp, rows: rows.map((r) => [r.lineNo, r.rowKey, r.error]) };
  };

  it('reads a BOM, CRLF line ends and a last line without its line end', async () => {
    const { imp, rows } = await staged(`\ufeff${TEMPLATE_HEADER}\r\nA1,{d},{alias},,,,,,1.5\r\nA2,{d},{alias},,,,,,2`);
    expect(imp.status).toBe('ready');
    expect(rows).toEqual([
      [2, 'r:A1', null],
      [3, 'r:A2', null],
    ]);
  });

  // Each one alone, as each is a different way for the COPY to differ from the file's lines.
  it.each([
    ['a blank line', '\n', [2, 'r:A1', null]],
    ['an end marker', '\\.\n', [3, 'r:\\.', '第 3 行 date：“”不是日期（应为 YYYY-MM-DD）']],
    [
      'a row of another width',
      'A3,{d},{alias},,,,,,1,5\n',
      [3, 'r:A3', '第 3 行：有 10 列，表头只有 9 列（含逗号的金额或文字须加引号）'],
    ],
    ['a row short of columns', 'A3,{d},{alias}\n', [3, 'r:A3', '第 3 行 amount_yuan：金额为空']],
  ])('keeps the line numbers of a file with %s', async (_name, line, row) => {
    const { imp, rows } = await staged(`${TEMPLATE_HEADER}\nA1,{d},{alias},,,,,,1.5\n${line}A4,{d},{alias},,,,,,2\n`);
    expect(imp.status).toBe('ready');
    const first: unknown[] = [2, 'r:A1', null];
    expect(rows).toEqual([...(row[0] === 2 ? [] : [first]), row, [4, 'r:A4', null]]);
  });

  it('reads quoted fields as csv-parse does, and refuses the file csv-parse refuses', async () => {
    const quoted = await staged(`${TEMPLATE_HEADER}\nA1,{d},"{alias}",,,"a, b",,,"1,234.50"\nA2,{d},{alias},,,,,,2\n`);
    expect(quoted.rows).toEqual([
      [2, 'r:A1', '第 2 行 amount_yuan：“1,234.50”含千位分隔符，请去掉逗号'],
      [3, 'r:A2', null],
    ]);
    // PostgreSQL would open a quoted section in the middle of a field; csv-parse refuses it.
    const midField = await staged(`${TEMPLATE_HEADER}\nA1,{d},a"b,c"d,,,,,,2\n`);
    expect(midField.imp.status).toBe('failed');
    expect(midField.rows).toEqual([]);
  });

  it('takes a header for the template as csv-parse would read it', () => {
    expect(isStandardHeader(TEMPLATE_HEADER)).toBe(true);
    expect(isStandardHeader(`\ufeff${TEMPLATE_HEADER.replaceAll(',', ' , ')}\r`)).toBe(true);
    expect(isStandardHeader(`${TEMPLATE_HEADER},`)).toBe(false);
    expect(isStandardHeader(TEMPLATE_HEADER.replace('alias', '"alias"'))).toBe(false);
    expect(isStandardHeader(null)).toBe(false);
  });
});
