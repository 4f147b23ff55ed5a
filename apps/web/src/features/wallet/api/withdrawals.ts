import { useMutation, useQuery } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import type { WithdrawalStatus } from '@tuike/contract/money-status';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { useInvalidateBalance, walletKeys } from './keys';

/** My withdrawals, newest first, optionally of one status. */
export const useWithdrawals = (status?: WithdrawalStatus) =>
  usePagedList(walletKeys.withdrawals(status), (page, size) =>
    request('GET /api/withdraw/page', { query: { page, size, ...(status ? { status } : {}) } }),
  );

/** One withdrawal with its timeline; the page shows a missing one itself, so no toast. */
export const useWithdrawalDetail = (id: number | null) =>
  useQuery({
    queryKey: walletKeys.withdrawal(id ?? 0),
    queryFn: () => request('GET /api/withdraw/detail', { query: { id: id ?? 0 } }, { toastOnError: false }),
    enabled: id !== null,
  });

/**
 * Applies to withdraw. The caller picks `requestId` once per confirmation and sends the same one on a
 * retry, so a lost answer never makes a second withdrawal. Errors are for the form to place.
 */
export function useApplyWithdrawal() {
  const invalidate = useInvalidateBalance();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/withdraw/Apply'>) =>
      request('POST /api/withdraw/Apply', { body }, { toastOnError: false }),
    onSuccess: invalidate,
  });
}
