import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { promotionKeys } from './aliases';

/** The three media platforms, each with the promoter's accounts on it. */
export const useMediaAccounts = () =>
  useQuery({
    queryKey: promotionKeys.accounts,
    queryFn: () => request('GET /api/platformAccount/GetPlatfromAndAccountList'),
  });

export function useAddMediaAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/platformAccount/Add'>) =>
      request('POST /api/platformAccount/Add', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.accounts }),
  });
}

export function useDeleteMediaAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('POST /api/platformAccount/Delete', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.accounts }),
  });
}
