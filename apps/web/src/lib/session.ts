import { useSyncExternalStore } from 'react';
import type { User } from '@tuike/contract/user';
import { storage } from './storage';

/** Logged in means a token is present (spec section 4); the user is cached next to it. */
export const session = {
  token: () => storage.get<string>('token'),
  user: () => storage.get<User>('user'),
  isLoggedIn: () => Boolean(storage.get<string>('token')),
  signIn(token: string, user: User) {
    storage.set('token', token);
    storage.set('user', user);
    storage.remove('tokenFromUrl');
  },
  setUser(user: User) {
    storage.set('user', user);
  },
  clear() {
    storage.remove('user');
    storage.remove('token');
    storage.remove('tokenFromUrl');
  },
};

const subscribe = (onChange: () => void) => storage.subscribe((key) => (key === 'token' || key === 'user') && onChange());
let cachedUserJson: string | null = null;
let cachedUser: User | null = null;
function userSnapshot() {
  const raw = localStorage.getItem(`tuike:user`);
  if (raw !== cachedUserJson) {
    cachedUserJson = raw;
    cachedUser = session.user();
  }
  return cachedUser;
}

export function useIsLoggedIn() {
  return useSyncExternalStore(subscribe, session.isLoggedIn);
}

export function useSessionUser() {
  return useSyncExternalStore(subscribe, userSnapshot);
}
