import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { session } from '../../../lib/session';

export const logout = () => request('POST /api/user/logout', {}, { toastOnError: false });

/** Forgets the session on this device and everything cached for it. */
export function useClearSession() {
  const client = useQueryClient();
  return async () => {
    session.clear();
    await client.resetQueries();
  };
}

/**
 * Revokes the token on the server, then forgets it here whatever the answer: an expired token or
 * no network must not keep the user logged in on this device.
 */
export function useLogout() {
  const clear = useClearSession();
  return async () => {
    await logout().catch(() => undefined);
    await clear();
  };
}
