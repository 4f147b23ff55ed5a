import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { session, useIsLoggedIn } from '../../../lib/session';

export const homeDataKey = ['user', 'homeData'] as const;

/** The user and dashboard figures; the user is stored locally next to the token (spec section 3). */
export async function fetchHomeData() {
  const data = await request('GET /api/user/home/data');
  session.setUser(data.user);
  return data;
}

export const homeDataQuery = { queryKey: homeDataKey, queryFn: fetchHomeData };

export function useHomeData() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...homeDataQuery, enabled: loggedIn });
}
