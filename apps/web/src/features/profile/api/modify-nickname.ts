import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { session } from '../../../lib/session';
import { homeDataKey } from './home-data';

export const modifyNickname = (nickname: string) =>
  request('POST /api/user/modifynickname', { body: { nickname } }, { toastOnError: false });

export function useModifyNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyNickname,
    onSuccess: (user) => {
      session.setUser(user);
      void client.invalidateQueries({ queryKey: homeDataKey });
    },
  });
}
