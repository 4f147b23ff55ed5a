import {
  type RealName,
  WITHDRAW_ACCOUNT_TYPES,
  type WithdrawAccount,
  type Withdrawal,
  type WithdrawalDetail,
  ZWithdrawal,
} from '@tuike/contract/wallet';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { isoOperator } from '../../lib/time';
import type { RealNameRow, WithdrawAccountRow, WithdrawalEventRow, WithdrawalRow } from './repository';

export function presentRealName(row: RealNameRow): RealName {
  return { name: row.name, idNumberMasked: row.idNumberMasked, verifiedAt: isoOperator(row.createdAt) };
}

/** What a promoter sees of an account; also what a withdrawal keeps of it (its snapshot). */
export function accountFace(row: WithdrawAccountRow): Withdrawal['account'] {
  return row.type === 'alipay'
    ? {
        type: 'alipay',
        typeLabel: WITHDRAW_ACCOUNT_TYPES.alipay,
        title: row.accountMasked,
        subtitle: '支付宝',
        holder: row.holder,
      }
    : {
        type: 'bank',
        typeLabel: WITHDRAW_ACCOUNT_TYPES.bank,
        title: row.bankName ?? '',
        subtitle: `尾号 ${row.accountMasked}`,
        holder: row.holder,
      };
}

export function presentAccount(row: WithdrawAccountRow): WithdrawAccount {
  return { id: row.id, ...accountFace(row), createdAt: isoOperator(row.createdAt) };
}

const ZSnapshot = ZWithdrawal.shape.account;

export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    tax: row.tax,
    net: row.net,
    feeBps: row.feeBps,
    status: row.status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[row.status],
    // Written by this module from accountFace; parsed rather than cast, so a bad row fails loudly.
    account: ZSnapshot.parse(row.accountSnapshot),
    reason: row.reason,
    createdAt: isoOperator(row.createdAt),
    expectedArrival: isoOperator(row.expectedArrival),
  };
}

export function presentWithdrawalDetail(row: WithdrawalRow, events: WithdrawalEventRow[]): WithdrawalDetail {
  return {
    ...presentWithdrawal(row),
    timeline: events.map((e) => ({
      status: e.status,
      label: WITHDRAWAL_STATUS_LABELS[e.status],
      at: isoOperator(e.at),
      note: e.note,
    })),
  };
}
