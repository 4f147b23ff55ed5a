import { useMutation } from '@tanstack/react-query';
import type { DeletionApplication } from '@tuike/contract/user';
import { request } from '../../../lib/request';

/** The server signs the user out everywhere once the application is recorded. */
export const applyDeleteAccount = (reason?: string) =>
  request<DeletionApplication>({ url: '/api/user/applyDeleteAccount', method: 'POST', data: reason ? { reason } : {} });

export const useApplyDeleteAccount = () => useMutation({ mutationFn: applyDeleteAccount });
