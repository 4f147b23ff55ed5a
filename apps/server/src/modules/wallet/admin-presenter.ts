import type { AdminWithdrawal, AdminWithdrawalDetail } from '@tuike/contract/admin-withdrawals';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { isoOperator } from '../../lib/time';
import type { ConsoleWithdrawalRow } from './admin-repository';
import { maskAlipay } from './checks';
import { presentWithdrawal } from './presenter';
import type { RealNameRow, WithdrawalEventRow } from './repository';

/** A withdrawal as the console lists it: the promoter's view plus who applied, the payout's numbers and channel. */
export function presentAdminWithdrawal(row: ConsoleWithdrawalRow): AdminWithdrawal {
  return {
    ...presentWithdrawal(row),
    promoter: { id: row.userId, promoterNo: row.promoterNo, nickname: row.nickname, phoneMasked: maskAlipay(row.phone) },
    payoutNo: row.payoutNo,
    payoutChannel: row.payoutChannel,
    transferNo: row.transferNo,
    updatedAt: isoOperator(row.updatedAt),
  };
}

export function presentAdminDetail(
  row: ConsoleWithdrawalRow,
  extra: {
    realName: RealNameRow | null;
    balance: number;
    events: WithdrawalEventRow[];
    ledger: AdminWithdrawalDetail['ledger'];
  },
): AdminWithdrawalDetail {
  return {
    ...presentAdminWithdrawal(row),
    realName: extra.realName ? { name: extra.realName.name, idNumberMasked: extra.realName.idNumberMasked } : null,
    balance: extra.balance,
    timeline: extra.events.map((e) => ({
      status: e.status,
      label: WITHDRAWAL_STATUS_LABELS[e.status],
      at: isoOperator(e.at),
      note: e.note,
      operatorAccount: e.operatorAccount,
    })),
    ledger: extra.ledger,
  };
}
