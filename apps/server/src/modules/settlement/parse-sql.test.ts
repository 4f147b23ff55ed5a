import { STANDARD_TEMPLATE_COLUMNS } from '@tuike/contract/settlement-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jsonSet } from '../../lib/json-set';
import { layoutOf, stageRow } from './parse-rows';
import { RAW_TABLE_SQL, stageRaw } from './parse-sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const D = '2026-03-05';
/** Cells as COPY hands them over (null: an unquoted empty field), each awkward for one rule. */
const CELLS: (string | null)[][] = [
  ['A1', D, '压测1', null, null, null, '2', '1', '12.34'],
  ['', D, '压测2', null, null, '作品', null, null, '0.07'],
  [null, '2026/3/5', ' ＡＢＣ① ', null, null, null, null, null, '-3.5'],
  ['A4', '2024-02-29', 'x', null, null, null, '-0', '000000001', '-0'],
  ['A5', '2023-02-29', 'x', null, null, null, null, null, '1'],
  ['A6', '2026-13-01', 'x', null, null, null, null, null, '1'],
  ['A7', '05/03/2026', 'x', null, null, null, null, null, '1'],
  ['A8', null, 'x', null, null, null, null, null, '1'],
  ['A9', D, 'x', null, null, null, null, null, '1.234'],
  ['A10', D, 'x', null, null, null, null, null, '1e3'],
  ['A11', D, 'x', null, null, null, null, null, '1,234.50'],
  ['A12', D, 'x', null, null, null, null, null, '.5'],
  ['A13', D, 'x', null, null, null, null, null, '¥5'],
  ['A14', D, 'x', null, null, null, null, null, ''],
  ['A15', D, 'x', null, null, null, null, null, '  '],
  ['A16', D, 'x', null, null, null, null, null, '99999999999999.99'],
  ['A17', D, 'x', null, null, null, null, null, '90071992547409.91'],
  ['A18', D, 'x', null, null, null, null, null, '90071992547409.92'],
  ['A19', D, 'x', null, null, null, '1.5', null, '1'],
  ['A20', D, 'x', null, null, null, null, '1234567890', '1'],
  ['A21', D, null, null, null, null, null, null, '1'],
  ['A22', 'bad', null, null, null, null, 'x', null, 'y'],
  ['A23', D, null, 'Dy_UID', null, null, null, null, '+8'],
  [null, D, null, 'ÄÖ_uid', null, null, null, null, '8'],
  [null, D, null, null, ' https://Example.com/v/1/?share=1 ', null, null, null, '3.5'],
  ['A26', D, null, null, 'not a url', null, null, null, '3.5'],
  ['\u3000A27\u00a0', `\t${D}\u2003`, '\ufeffx', null, null, ' t ', ' 3 ', null, ' 1.5 '],
  [`${'𝒳'.repeat(150)}`, D, 'x', null, null, null, null, null, '1'],
  ['', D, 'y', null, null, null, '0', '0', '0.1'],
];

describe('the standard template read by PostgreSQL (stageRawSql) and by stageRow', () => {
  it('agree on every awkward cell: values, reasons, line numbers and row keys', async () => {
    const importId = 987_654;
    const read = layoutOf([...STANDARD_TEMPLATE_COLUMNS], null);
    if ('error' in read) throw new Error(read.error);
    const expected = CELLS.map((cells, i) =>
      stageRow(
        read.layout,
        i + 2,
        cells.map((c) => c ?? ''),
      ),
    );
    const staged = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(RAW_TABLE_SQL));
      const columns = sql.raw(STANDARD_TEMPLATE_COLUMNS.join(', '));
      const rows = CELLS.map((cells) => Object.fromEntries(STANDARD_TEMPLATE_COLUMNS.map((c, i) => [c, cells[i]])));
      // In order, as COPY numbers them.
      await tx.execute(sql`insert into settlement_raw (${columns})
        select ${columns} from jsonb_populate_recordset(null::settlement_raw, ${jsonSet(rows)}) with ordinality o order by o.ordinality`);
      await stageRaw(tx, importId);
      const res = await tx.execute<Record<string, unknown>>(sql`
        select line_no as "lineNo", row_key as "rowKey", to_char(row_date, 'YYYY-MM-DD') as "rowDate", alias, uid, link,
          work_title as "workTitle", new_users as "newUsers", orders, upstream_amount::text as "upstreamAmount", error
        from settlement_import_rows where import_id = ${importId} order by line_no`);
      await tx.execute(sql`delete from settlement_import_rows where import_id = ${importId}`);
      return res.rows;
    });
    expect(staged.map((r) => ({ ...r, upstreamAmount: r.upstreamAmount === null ? null : Number(r.upstreamAmount) }))).toEqual(
      expected,
    );
    // The rules are exercised, not skipped: reasons of every kind and a hashed key.
    expect(expected.filter((r) => r.error).length).toBeGreaterThan(10);
    expect(expected.filter((r) => r.rowKey.startsWith('h:')).length).toBeGreaterThan(3);
  });
});
