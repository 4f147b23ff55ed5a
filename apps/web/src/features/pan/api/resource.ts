import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** One resource with its drive; the page shows its own error view, so no toast. */
export const usePanResource = (id: number | null) =>
  useQuery({
    queryKey: panKeys.resource(id),
    queryFn: () => request('GET /api/pan/resource/detail', { query: { id: id! } }, { toastOnError: false }),
    enabled: id !== null,
  });
