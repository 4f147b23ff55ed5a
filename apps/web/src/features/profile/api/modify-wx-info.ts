import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tuike/contract/user';
import { request } from '../../../lib/request';
import { session } from '../../../lib/session';
import { homeDataKey } from './home-data';

export const modifyWxInfo = (wxId: string) =>
  request<User>({ url: '/api/user/modifyWxInfo', method: 'POST', data: { wxId }, toastOnError: false });

export function useModifyWxInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyWxInfo,
    onSuccess: (user) => {
      session.setUser(user);
      void client.invalidateQueries({ queryKey: homeDataKey });
    },
  });
}
