import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawalStatus } from '@tuike/contract/money-status';
import type { IncomeLine } from '@tuike/contract/wallet';

/** The income list's date presets: 0 all, 1 today, 2 the last 7 days, 3 custom (start and end dates). */
export type DatePreset = 0 | 1 | 2 | 3;
export interface IncomeFilter {
  dateType: DatePreset;
  startDate?: string;
  endDate?: string;
  status?: IncomeLine['status'];
}

/** Every wallet query starts with 'wallet', so one invalidation after a money change refreshes them all. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  income: (f: IncomeFilter) => ['wallet', 'income', f] as const,
  incomeDetail: (id: number) => ['wallet', 'incomeDetail', id] as const,
  records: ['wallet', 'records'] as const,
  estimate: ['wallet', 'estimate'] as const,
  withdrawals: (status?: WithdrawalStatus) => ['wallet', 'withdrawals', status ?? 'all'] as const,
  withdrawal: (id: number) => ['wallet', 'withdrawal', id] as const,
  accounts: ['wallet', 'accounts'] as const,
  taxMonth: ['wallet', 'taxMonth'] as const,
};

/**
 * After a balance change every wallet figure is stale, and so is the balance on the 我的 tab: its key
 * (['user', 'homeData'], features/profile) is repeated here because features do not import each other.
 */
export function useInvalidateBalance() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.all }),
      client.invalidateQueries({ queryKey: ['user', 'homeData'] }),
    ]);
}
