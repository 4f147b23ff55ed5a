import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@tuike/contract/money-status';
import type { WithdrawAccount } from '@tuike/contract/wallet';
import { yuan } from '../../lib/format';

/** A ledger or income amount, a credit marked too: `+¥12.30`, `-¥1.00`. */
export const signedYuan = (fen: number) => (fen < 0 ? yuan(fen) : `+${yuan(fen)}`);

/** A status of the withdrawal list's filter, read from the URL. */
export const isWithdrawalStatus = (value: string | null): value is WithdrawalStatus =>
  value !== null && Object.hasOwn(WITHDRAWAL_STATUS_LABELS, value);

/** How an account is named in a sentence or a label: 支付宝 138****8000, 招商银行 尾号 1234. */
export const accountName = (a: Pick<WithdrawAccount, 'type' | 'title' | 'subtitle'>) =>
  a.type === 'alipay' ? `支付宝 ${a.title}` : `${a.title} ${a.subtitle}`;

/** Rejected or failed: nothing arrives and the whole amount is back in the withdrawable balance. */
export const isReturned = (status: WithdrawalStatus) => status === 'rejected' || status === 'failed';
