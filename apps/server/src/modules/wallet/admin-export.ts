import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { PAYOUT_CHANNEL_LABELS, type ZAdminWithdrawalExportQuery } from '@tuike/contract/admin-withdrawals';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { WITHDRAW_ACCOUNT_TYPES } from '@tuike/contract/wallet';
import type { FileAnswer } from '../../lib/route';
import { type OperatorActor, ownerScope } from '../../lib/authorize';
import { badRequest } from '../../lib/errors';
import { isoOperator } from '../../lib/time';
import { recordAudit } from '../audit';
import { maskAlipay } from './checks';
import { filterOf } from './admin-service';
import { adminWalletRepository as adminRepo } from './admin-repository';
import type { WalletStore } from './store';

/** One file holds at most this many rows: a year of a busy platform's approved withdrawals fits; a whole history does not. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Excel reads a CSV cell as a formula when it starts with = + - @ (and some versions after a tab or a
 * carriage return): a promoter's nickname `=HYPERLINK(…)` would run on finance's machine. Such text gets a
 * leading apostrophe, which shows and keeps it inert (OWASP's advice for CSV injection).
 */
export const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * A value Excel must show as written: amounts with their two decimals (1234.50, not 1234.5) and long
 * digit strings (a card number, not 6.22202E+18). Written as the formula ="…", which Excel (and
 * LibreOffice, WPS) evaluates to that very text: unlike a leading apostrophe, which a CSV import shows as
 * a character, it leaves nothing visible. Only for text this code builds from digits.
 */
export const asText = (digits: string) => {
  if (!/^\d+(\.\d+)?$/.test(digits)) throw new Error(`not digits: ${digits}`);
  return `="${digits}"`;
};

const yuan = (fen: number) => asText(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);

const COLUMNS = [
  '提现ID',
  '申请时间',
  '状态',
  '推客号',
  '推客昵称',
  '手机号',
  '收款人',
  '账户类型',
  '开户银行',
  '收款账户',
  '提现金额(元)',
  '服务费(元)',
  '个税(元)',
  '实付金额(元)',
  '打款方式',
  '打款单号',
  '转账流水号',
  '原因',
];

/**
 * The filtered withdrawals as a CSV file for Excel (UTF-8 with a BOM, so Excel reads the Chinese as such),
 * oldest first. It carries whole account numbers — the sheet finance pays by — so the export itself is an
 * audit row (who, when, which filter, how many rows).
 */
export async function exportWithdrawals(
  { db, clock, dataKey }: WalletStore,
  actor: OperatorActor,
  q: z.output<typeof ZAdminWithdrawalExportQuery>,
): Promise<FileAnswer> {
  const scope = ownerScope(actor, 'read', 'money');
  const rows = await adminRepo.forExport(db, scope, filterOf(q), EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS)
    throw badRequest('EXPORT_TOO_LARGE', `导出超过 ${EXPORT_MAX_ROWS.toLocaleString('en-US')} 条，请缩小筛选范围后分批导出`);
  const records = rows.map((w) => {
    const account = dataKey.decrypt(w.account.accountEnc);
    return [
      String(w.id),
      isoOperator(w.createdAt).slice(0, 19).replace('T', ' '),
      WITHDRAWAL_STATUS_LABELS[w.status],
      asText(w.promoterNo),
      inert(w.nickname),
      maskAlipay(w.phone),
      inert(w.account.holder),
      WITHDRAW_ACCOUNT_TYPES[w.account.type],
      inert(w.account.bankName ?? ''),
      /^\d+$/.test(account) ? asText(account) : inert(account),
      yuan(w.amount),
      yuan(w.fee),
      yuan(w.tax),
      yuan(w.net),
      w.payoutChannel ? PAYOUT_CHANNEL_LABELS[w.payoutChannel] : '',
      inert(w.payoutNo ?? ''),
      inert(w.transferNo ?? ''),
      inert(w.reason ?? ''),
    ];
  });
  const now = clock.now();
  await recordAudit(
    db,
    actor,
    { action: 'withdrawal.export', targetType: 'withdrawals', targetId: null, after: { filter: q, rows: rows.length } },
    now,
  );
  const stamp = isoOperator(now).slice(0, 16).replace(/\D/g, '');
  return {
    filename: `withdrawals-${q.status || 'all'}-${stamp}.csv`,
    body: stringify([COLUMNS, ...records], { bom: true, record_delimiter: 'windows' }),
  };
}
