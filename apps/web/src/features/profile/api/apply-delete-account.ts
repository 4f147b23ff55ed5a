import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The server signs the user out everywhere once the application is recorded. */
export const applyDeleteAccount = (reason?: string) =>
  request('POST /api/user/applyDeleteAccount', { body: reason ? { reason } : {} });

export const useApplyDeleteAccount = () => useMutation({ mutationFn: applyDeleteAccount });
