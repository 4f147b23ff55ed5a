import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { usePagedList } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** My promotions, newest first. */
export const usePanPromotions = () =>
  usePagedList(panKeys.promotions, (page, size) => request('GET /api/pan/promotion/page', { query: { page, size } }));

/** Creates (or answers again) my promotion of a resource; the form places its errors itself. */
export function useCreatePanPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/pan/CreatePromotion'>) =>
      request('POST /api/pan/CreatePromotion', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: panKeys.all }),
  });
}
