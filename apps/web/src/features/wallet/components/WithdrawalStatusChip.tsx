import type { Withdrawal } from '@tuike/contract/wallet';
import './withdrawal.css';

/** A withdrawal's status in its own colour: waiting amber, moving blue, paid green, refused or failed red. */
export const WithdrawalStatusChip = ({ w }: { w: Pick<Withdrawal, 'status' | 'statusLabel'> }) => (
  <span className={`withdrawal-chip withdrawal-chip-${w.status}`}>{w.statusLabel}</span>
);
