import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { usePagedList } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** My back-filled posts (of one promotion, or all), newest first. */
export const usePanLinks = (promotionId?: number) =>
  usePagedList(panKeys.links(promotionId), (page, size) =>
    request('GET /api/pan/link/page', { query: { ...(promotionId ? { promotionId } : {}), page, size } }),
  );

export function useFillPanLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'POST /api/pan/link/Fill'>) =>
      request('POST /api/pan/link/Fill', { body }, { toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: panKeys.all }),
  });
}
