import type { ConsoleSetting } from '@tuike/contract/admin-operators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const consoleSettingKey = ['admin-api', 'settings', 'console'] as const;

/** The console's own session rule: idle minutes before a session ends. */
export const useConsoleSetting = () =>
  useQuery({ queryKey: consoleSettingKey, queryFn: () => request('GET /admin-api/settings/console') });

/** Saves it; the answer replaces the cached value. Errors are the caller's to place under the field. */
export function useSaveConsoleSetting() {
  const queryClient = useQueryClient();
  return async (body: ConsoleSetting) => {
    const saved = await request('POST /admin-api/settings/console', { body }, { toastOnError: false });
    queryClient.setQueryData(consoleSettingKey, saved);
    return saved;
  };
}
