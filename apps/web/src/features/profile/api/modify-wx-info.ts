import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { session } from '../../../lib/session';
import { homeDataKey } from './home-data';

export const modifyWxInfo = (wxId: string) => request('POST /api/user/modifyWxInfo', { body: { wxId } }, { toastOnError: false });

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
