import type { WithdrawAccount, WithdrawalStatus } from '@tuike/contract/wallet';
import { yuan } from '../../lib/format';

/** A ledger or income amount with its sign in front of the ¥: `+¥12.30`, `-¥1.00`. */
export const signedYuan = (fen: number) => (fen < 0 ? `-${yuan(-fen)}` : `+${yuan(fen)}`);

/**
 * The status filter of the withdrawal list. The labels repeat the contract's WITHDRAWAL_STATUS_LABELS,
 * a zod file the app may take only types from; the `satisfies` keeps the keys in step with it.
 */
export const WITHDRAWAL_FILTERS = {
  submitted: '待审核',
  approved: '审核通过',
  paying: '打款中',
  paid: '已到账',
  failed: '打款失败',
  rejected: '已驳回',
} as const satisfies Record<WithdrawalStatus, string>;

export const isWithdrawalStatus = (value: string | null): value is WithdrawalStatus =>
  value !== null && Object.hasOwn(WITHDRAWAL_FILTERS, value);

/** A total that is usually positive: `¥12.30`, with the sign only when it is negative. */
export const totalYuan = (fen: number) => (fen < 0 ? signedYuan(fen) : yuan(fen));

/** How an account is named in a sentence or a label: 支付宝 138****8000, 招商银行 尾号 1234. */
export const accountName = (a: Pick<WithdrawAccount, 'type' | 'title' | 'subtitle'>) =>
  a.type === 'alipay' ? `支付宝 ${a.title}` : `${a.title} ${a.subtitle}`;

/** Rejected or failed: nothing arrives and the whole amount is back in the withdrawable balance. */
export const isReturned = (status: WithdrawalStatus) => status === 'rejected' || status === 'failed';
