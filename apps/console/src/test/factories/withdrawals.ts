import type { AdminWithdrawal, AdminWithdrawalCounts, AdminWithdrawalDetail } from '@tuike/contract/admin-withdrawals';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';

let next = 1;

/** One withdrawal as the console's queue lists it: ¥200.00 applied, 6 % fee, to a masked Alipay account. */
export const adminWithdrawal = (over: Partial<AdminWithdrawal> = {}): AdminWithdrawal => {
  const id = over.id ?? next++;
  const status = over.status ?? 'submitted';
  return {
    id,
    amount: 20_000,
    fee: 1_200,
    tax: 0,
    net: 18_800,
    feeBps: 600,
    status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[status],
    account: { type: 'alipay', typeLabel: '支付宝', title: '138****0000', subtitle: '支付宝', holder: '林小星' },
    reason: null,
    createdAt: '2025-03-01T09:30:00+08:00',
    expectedArrival: '2025-03-04T18:00:00+08:00',
    promoter: { id: 7, promoterNo: '20261121', nickname: '星星推客', phoneMasked: '138****0000' },
    payoutNo: null,
    payoutChannel: null,
    transferNo: null,
    updatedAt: '2025-03-01T09:30:00+08:00',
    ...over,
  };
};

/** The same withdrawal with what its detail adds: real name, balance, timeline and ledger rows. */
export const withdrawalDetail = (over: Partial<AdminWithdrawalDetail> = {}): AdminWithdrawalDetail => ({
  ...adminWithdrawal(over),
  realName: { name: '林小星', idNumberMasked: '1101**********1239' },
  balance: 36_512,
  timeline: [
    {
      status: 'submitted',
      label: '待审核',
      at: '2025-03-01T09:30:00+08:00',
      note: '提现申请已提交，等待审核',
      operatorAccount: null,
    },
  ],
  ledger: [
    {
      id: 90,
      type: 'withdrawal',
      typeLabel: '提现',
      amount: -20_000,
      balanceAfter: 36_512,
      note: '提现至支付宝（138****0000）',
      withdrawalId: over.id ?? 1,
      createdAt: '2025-03-01T09:30:00+08:00',
    },
  ],
  ...over,
});

export const withdrawalCounts = (over: Partial<AdminWithdrawalCounts> = {}): AdminWithdrawalCounts => ({
  submitted: 0,
  approved: 0,
  paying: 0,
  paid: 0,
  failed: 0,
  rejected: 0,
  ...over,
});
