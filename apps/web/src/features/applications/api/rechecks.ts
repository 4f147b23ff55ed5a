import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { applicationKeys } from './keys';

/** My re-check applications, newest first. */
export const useRechecks = () =>
  usePagedList(applicationKeys.rechecks, (page, size) => request('GET /api/videoReCheck/page', { query: { page, size } }));

/** Files a re-check; errors are for the form to place. */
export function useAddRecheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/videoReCheck/add'>) =>
      request('POST /api/videoReCheck/add', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.rechecks }),
  });
}
