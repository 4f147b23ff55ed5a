import type { SettingSaveRequest } from '@tuike/contract/admin-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const settingsKey = ['admin-api', 'settings'] as const;

/** Every setting group: the values in force, the defaults, stored fields the server could not use. */
export const useSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => request('GET /admin-api/settings') });

/** Saves the changed fields of one group; the answer (all groups) replaces the cached one. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return async (body: SettingSaveRequest) => {
    const saved = await request('POST /admin-api/settings/save', { body }, { toastOnError: false });
    queryClient.setQueryData(settingsKey, saved);
    return saved;
  };
}
