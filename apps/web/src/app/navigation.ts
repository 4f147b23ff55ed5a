import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH, to } from './route-table';

/**
 * Back goes home when the history holds only this page (spec section 2). React Router keeps the
 * index of the entry in history.state, so index 0 means nothing to go back to in this app.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(to(HOME_PATH), { replace: true });
  }, [navigate]);
}

export const loginPathFor = (redirect: string) => to(LOGIN_PATH, { redirect });

/** Where to go after logging in: the page that sent the user to login, else home. Only in-app paths. */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => {
    const redirect = params.get('redirect');
    const safe = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : to(HOME_PATH);
    navigate(safe, { replace: true });
  };
}
