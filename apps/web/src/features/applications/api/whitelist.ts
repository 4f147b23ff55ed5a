import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { applicationKeys } from './keys';

/** My whitelist applications, newest first. */
export const useWhitelist = () =>
  usePagedList(applicationKeys.whitelist, (page, size) => request('GET /api/whitelist/page', { query: { page, size } }));

/** Files a whitelist application; errors are for the form to place. */
export function useAddWhitelist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/whitelist/add'>) =>
      request('POST /api/whitelist/add', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.whitelist }),
  });
}
