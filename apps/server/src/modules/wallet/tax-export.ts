import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZTaxExportQuery } from '@tuike/contract/admin-withdrawals';
import { realNames, users, withdrawals } from '../../db/schema';
import type { FileAnswer } from '../../lib/route';
import { type OperatorActor, ownerScope } from '../../lib/authorize';
import { isoOperator, operatorTime } from '../../lib/time';
import { recordAudit } from '../audit';
import { asText, inert } from './admin-export';
import type { WalletStore } from './store';

const COLUMNS = ['月份', '推客号', '姓名', '身份证号', '收入额(元)', '服务费(元)', '已扣个税(元)', '实付金额(元)', '提现笔数'];

const yuan = (fen: number) => asText(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);
const sum = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The operator-zone months of a quarter as [label, first day, first day of the next]. */
function monthsOf(year: number, quarter: number) {
  return [0, 1, 2].map((i) => {
    const m = (quarter - 1) * 3 + i + 1;
    const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
    return { label: `${year}-${String(m).padStart(2, '0')}`, from: `${year}-${String(m).padStart(2, '0')}-01`, to: next };
  });
}

/**
 * 个税季度汇总: per promoter and operator-zone month of the quarter, the paid withdrawals that were
 * withheld on (the month a withdrawal was applied in is the month its tax was worked out in, tax.ts), with
 * the promoter's verified name and **whole** ID number, which the withholding return (扣缴申报) needs.
 * Finance and admin only (`withdrawals.read`; the console elsewhere shows the number masked), and the
 * export itself is an audit row. One grouped statement per month: the file grows with promoters, never
 * with withdrawals.
 */
export async function exportTaxQuarter(
  { db, clock, dataKey }: WalletStore,
  actor: OperatorActor,
  q: z.output<typeof ZTaxExportQuery>,
): Promise<FileAnswer> {
  ownerScope(actor, 'read', 'money');
  const records: string[][] = [];
  for (const month of monthsOf(q.year, q.quarter)) {
    const rows = await db
      .select({
        promoterNo: users.promoterNo,
        name: realNames.name,
        idNumberEnc: realNames.idNumberEnc,
        gross: sum(withdrawals.amount),
        fee: sum(withdrawals.fee),
        tax: sum(withdrawals.tax),
        net: sum(withdrawals.net),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .innerJoin(realNames, eq(realNames.userId, withdrawals.userId))
      .where(
        and(
          eq(withdrawals.status, 'paid'),
          eq(withdrawals.taxWithheld, true),
          gte(withdrawals.createdAt, operatorTime(month.from)),
          lt(withdrawals.createdAt, operatorTime(month.to)),
        ),
      )
      .groupBy(withdrawals.userId, users.promoterNo, realNames.name, realNames.idNumberEnc)
      .orderBy(asc(withdrawals.userId));
    for (const r of rows)
      records.push([
        month.label,
        asText(r.promoterNo),
        inert(r.name),
        // Digits and a final X: as text, or Excel shows 1.10101E+17.
        `="${dataKey.decrypt(r.idNumberEnc).replace(/[^\dX]/g, '')}"`,
        yuan(r.gross),
        yuan(r.fee),
        yuan(r.tax),
        yuan(r.net),
        String(r.count),
      ]);
  }
  const now = clock.now();
  await recordAudit(
    db,
    actor,
    { action: 'withdrawal.taxExport', targetType: 'withdrawals', targetId: null, after: { ...q, rows: records.length } },
    now,
  );
  return {
    filename: `tax-${q.year}-Q${q.quarter}-${isoOperator(now).slice(0, 16).replace(/\D/g, '')}.csv`,
    body: stringify([COLUMNS, ...records], { bom: true, record_delimiter: 'windows' }),
  };
}
