import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { walletKeys } from './keys';

/** My real name (masked; null before it is set) and my withdrawal accounts. */
export const useWithdrawAccounts = () =>
  useQuery({ queryKey: walletKeys.accounts, queryFn: () => request('GET /api/withdrawAccount/list') });

function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.accounts });
}

/** Sets the real name once; errors are for the form to place. */
export function useSetRealName() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/user/realName'>) =>
      request('POST /api/user/realName', { body }, { toastOnError: false }),
    onSuccess: invalidate,
  });
}

/** Sends the code for adding an account to my own phone (the server knows it; nothing to send). */
export const useSendWithdrawAccountCode = () =>
  useMutation({ mutationFn: () => request('POST /api/withdrawAccount/SendCode', undefined, { toastOnError: false }) });

export function useAddWithdrawAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/withdrawAccount/Add'>) =>
      request('POST /api/withdrawAccount/Add', { body }, { toastOnError: false }),
    onSuccess: invalidate,
  });
}

/** A refusal is toasted by the request; the list stays as it was. */
export function useDeleteWithdrawAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: number) => request('POST /api/withdrawAccount/Delete', { body: { id } }),
    onSuccess: invalidate,
  });
}
