import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { Tag } from 'antd';
import type { WithdrawalStatus } from '../api/withdrawals-page';

const COLORS: Record<WithdrawalStatus, string> = {
  submitted: 'orange',
  approved: 'blue',
  paying: 'processing',
  paid: 'success',
  failed: 'error',
  rejected: 'default',
};

/** A withdrawal's status in the words the promoter's app uses, coloured by what it waits for. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <Tag color={COLORS[status]}>{WITHDRAWAL_STATUS_LABELS[status]}</Tag>;
}
