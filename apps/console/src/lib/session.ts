/**
 * The operator's session in this browser: the bearer token in localStorage under one key (the promoter
 * app's keys are `tuike:*`, so the two apps never read each other's token on one origin). Clearing it
 * (logout, or a 401 in lib/request.ts) notifies the app's guard, which shows the login page.
 */
const TOKEN_KEY = 'tuike.console.token';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  signIn(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
    notify();
  },
  clear() {
    if (localStorage.getItem(TOKEN_KEY) === null) return;
    localStorage.removeItem(TOKEN_KEY);
    notify();
  },
  /** Changes in this tab, and in other tabs of the console (a logout there ends this tab's session too). */
  subscribe(listener: Listener) {
    const fromOtherTab = (e: StorageEvent) => (e.key === TOKEN_KEY || e.key === null) && listener();
    listeners.add(listener);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  },
};

/** The login page's address (below the /admin/ basename) that comes back to `path` after logging in. */
export const loginPath = (path: string) => (path && path !== '/' ? `/login?redirect=${encodeURIComponent(path)}` : '/login');

/**
 * Where the login page may send the operator back to: a path of this app only, never `//host` or a
 * full URL (an open redirect would hand a phishing page the console's login).
 */
export const safeRedirect = (target: string | null) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !target.startsWith('/login')
    ? target
    : '/';
