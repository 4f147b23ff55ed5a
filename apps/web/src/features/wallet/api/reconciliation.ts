import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { walletKeys } from './keys';

// Under walletKeys.all, so a money change refreshes them too; kept here rather than in keys.ts, which the
// home screen's first load carries.
const reconciliationKey = (month: string) => [...walletKeys.all, 'reconciliation', month] as const;
const uidNoticesKey = [...walletKeys.all, 'uidNotices'] as const;

/** My estimated vs settled income for a month (YYYY-MM), each difference explained. */
export const useMyReconciliation = (month: string) =>
  useQuery({
    queryKey: reconciliationKey(month),
    queryFn: () => request('GET /api/userAccount/income/reconciliation', { query: { month } }),
  });

/**
 * Report rows waiting for a UID of mine I have not bound. A notice, not the page's content: a failure
 * shows nothing rather than an error over the income list.
 */
export const useUidNotices = () =>
  useQuery({
    queryKey: uidNoticesKey,
    queryFn: () => request('GET /api/userAccount/income/uidNotices', undefined, { toastOnError: false }),
    staleTime: 60_000,
  });
