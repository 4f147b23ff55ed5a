import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { useStartSession } from './session-start';

export const register = (body: CallBody<'POST /api/user/reg'>) =>
  request('POST /api/user/reg', { body }, { toastOnError: false });

/** Registration answers a session: the new promoter is logged in at once. */
export function useRegister() {
  const start = useStartSession('注册成功，欢迎加入推客星');
  return useMutation({ mutationFn: register, onSuccess: start });
}
