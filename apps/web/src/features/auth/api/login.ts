import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, PhoneLoginRequest, Session } from '@tuike/contract/user';
import { request } from '../../../lib/request';
import { useStartSession } from './session-start';

/** Forms show the error inline, so these calls do not toast. */
export const login = (body: LoginRequest) =>
  request<Session>({ url: '/api/user/login', method: 'POST', data: body, toastOnError: false });

export const loginByPhone = (body: PhoneLoginRequest) =>
  request<Session>({ url: '/api/user/loginbyphone', method: 'POST', data: body, toastOnError: false });

export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: start });
}

export function useLoginByPhone() {
  const start = useStartSession();
  return useMutation({ mutationFn: loginByPhone, onSuccess: start });
}
