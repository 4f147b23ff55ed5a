import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const captchaKey = (scope: string) => ['common', 'picCaptcha', scope] as const;

export const fetchCaptcha = () => request('GET /api/common/getPicCaptcha', {}, { toastOnError: false });

/**
 * A picture captcha for one form. Captchas are single use and live 2 minutes, so it is never
 * cached, is refreshed before it lapses, and the form refetches it after every attempt.
 */
export const useCaptcha = (scope: string, enabled = true) =>
  useQuery({ queryKey: captchaKey(scope), queryFn: fetchCaptcha, enabled, staleTime: 0, gcTime: 0, refetchInterval: 110_000 });
