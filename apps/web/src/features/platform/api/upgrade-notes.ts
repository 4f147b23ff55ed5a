import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { detectPlatform } from '../../../lib/runtime-env';

/** Release notes, newest first, for the platform the app runs on (android for the web build). */
export const useUpgradeNotes = () => {
  const platform = detectPlatform() === 'ios' ? 'ios' : 'android';
  return useQuery({
    queryKey: ['upgrade', 'notes', platform],
    queryFn: () => request('GET /api/user/upgrade/detail', { query: { platform } }),
  });
};
