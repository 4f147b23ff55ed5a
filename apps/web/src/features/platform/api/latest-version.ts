import { useQuery } from '@tanstack/react-query';
import type { LatestVersion } from '@tuike/contract/content';
import { APP_VERSION } from '@tuike/contract/constants';
import { request } from '../../../lib/request';
import { getAppVersion } from '../../../platform/bridge';

export const latestVersionKey = ['upgrade', 'latestVersion', 'android'] as const;

/**
 * The installed version (from the shell, else the version this web build was made for) and the
 * latest android release. Quiet on failure: an update check must never get in the user's way.
 */
export async function fetchUpdateCheck(): Promise<{ installed: string; latest: LatestVersion | null }> {
  const installed = (await getAppVersion()) ?? APP_VERSION;
  const latest = await request(
    'GET /api/upgrade/latestVersion',
    { query: { platform: 'android', version: installed } },
    { toastOnError: false },
  );
  return { installed, latest };
}

export const useUpdateCheck = (enabled: boolean) =>
  useQuery({ queryKey: latestVersionKey, queryFn: fetchUpdateCheck, enabled, staleTime: Infinity });
