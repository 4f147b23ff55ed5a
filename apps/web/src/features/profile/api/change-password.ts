import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

/** Every other device is signed out by the server; this one stays logged in. */
export const changePassword = (body: CallBody<'POST /api/user/changepassword'>) =>
  request('POST /api/user/changepassword', { body }, { toastOnError: false });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
