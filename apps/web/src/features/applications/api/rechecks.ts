import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECHECK_STATE } from '@tuike/contract/application-states';
import { PAGE_SIZE_MAX } from '@tuike/contract/constants';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { usePagedList } from '../../../lib/paging';
import { applicationKeys } from './keys';

/** My re-check applications, newest first. */
export const useRechecks = () =>
  usePagedList(applicationKeys.rechecks, (page, size) => request('GET /api/videoReCheck/page', { query: { page, size } }));

/**
 * The back-fills that already have a re-check waiting, so the form never offers them. One full page: a
 * promoter with more waiting than that still meets the server's RECHECK_OPEN, placed on the picker.
 */
export const useOpenRecheckLinks = () =>
  useQuery({
    queryKey: [...applicationKeys.rechecks, 'open'],
    queryFn: async () => {
      const open = await request('GET /api/videoReCheck/page', {
        query: { state: RECHECK_STATE.pending.value, page: 1, size: PAGE_SIZE_MAX },
      });
      return new Set(open.records.map((r) => r.linkId));
    },
  });

/** Files a re-check; errors are for the form to place. */
export function useAddRecheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/videoReCheck/add'>) =>
      request('POST /api/videoReCheck/add', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.rechecks }),
  });
}
