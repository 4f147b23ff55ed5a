import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { useStartSession } from './session-start';

/** Forms show the error inline, so these calls do not toast. */
export const login = (body: CallBody<'POST /api/user/login'>) =>
  request('POST /api/user/login', { body }, { toastOnError: false });

export const loginByPhone = (body: CallBody<'POST /api/user/loginbyphone'>) =>
  request('POST /api/user/loginbyphone', { body }, { toastOnError: false });

export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: start });
}

export function useLoginByPhone() {
  const start = useStartSession();
  return useMutation({ mutationFn: loginByPhone, onSuccess: start });
}
