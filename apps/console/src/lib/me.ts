import type { OperatorMe } from '@tuike/contract/operator';
import { type OperatorGrant, roleHas } from '@tuike/contract/operator-grants';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { request } from './request';
import { session } from './session';

export const meQueryKey = ['admin-api', 'auth', 'me'] as const;

/** Whether a token is stored: the guard sends an operator without one to the login page at once. */
export const useHasToken = () => useSyncExternalStore(session.subscribe, () => session.token() !== null);

/**
 * The logged-in operator (GET /admin-api/auth/me): name, role and grants for the header and the menu.
 * Fetched once per session and kept: the role changes only when an admin edits it, and every call is
 * still checked by the server (403 FORBIDDEN), so a stale menu can show a page, never open it.
 */
export function useMe() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => request('GET /admin-api/auth/me'),
    enabled: hasToken,
    staleTime: Infinity,
  });
}

/** After login the answer already holds the operator: the layout need not ask again. */
export const rememberMe = (client: QueryClient, me: OperatorMe) => client.setQueryData(meQueryKey, me);

/** What the operator's role may do, from the contract's one role → grants table. */
export const can = (me: Pick<OperatorMe, 'role'> | undefined, grant: OperatorGrant) => (me ? roleHas(me.role, grant) : false);

/** For buttons: show an action only when the role has its grant (the server refuses it anyway). */
export function useCan(grant: OperatorGrant): boolean {
  return can(useMe().data, grant);
}
