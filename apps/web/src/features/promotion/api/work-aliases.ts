import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/**
 * My aliases of one work and whether I may apply for another, as the server decides it. Keyed under
 * 'promotion', so applying for or deleting an alias refreshes it. Said beside the apply button; a
 * failure leaves the button as it was (CreateAlias still says no), so no toast.
 */
export const useWorkAliases = (workId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['promotion', 'forWork', workId] as const,
    queryFn: () => request('GET /api/worksAlias/ForWork', { query: { workId } }, { toastOnError: false }),
    enabled: enabled && workId > 0,
  });
