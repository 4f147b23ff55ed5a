import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@tuike/contract/user';
import { request } from '../../../lib/request';

/** Every other device is signed out by the server; this one stays logged in. */
export const changePassword = (body: ChangePasswordRequest) =>
  request<null>({ url: '/api/user/changepassword', method: 'POST', data: body, toastOnError: false });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
