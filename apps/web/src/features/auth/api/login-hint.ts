import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const loginHintKey = (account: string) => ['user', 'loginByAccount', account] as const;

export const fetchLoginHint = (account: string) =>
  request('GET /api/user/loginByAccount', { query: { account } }, { toastOnError: false });

/** Whether the password form must show a captcha (or is locked) for this account. */
export const useLoginHint = (account: string) =>
  useQuery({
    queryKey: loginHintKey(account),
    queryFn: () => fetchLoginHint(account),
    enabled: account.length > 0,
    staleTime: 0,
  });
