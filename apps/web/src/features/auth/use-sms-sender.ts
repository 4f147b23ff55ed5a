import { SMS_RESEND_SECONDS, type SmsPurpose } from '@tuike/contract/user';
import { RequestError } from '../../lib/request';
import { useCaptcha } from './api/captcha';
import { useSendPhoneCode } from './api/send-code';
import { authFieldOf } from './messages';
import { useCountdown } from '../../lib/use-countdown';

/**
 * Sending an SMS code: the picture captcha it needs, the send call and the resend countdown.
 * `send` answers null when the code is on its way, else the message and its field.
 */
export function useSmsSender(purpose: SmsPurpose) {
  const captcha = useCaptcha(`sms-${purpose}`);
  const sendCall = useSendPhoneCode();
  const countdown = useCountdown();

  async function send(phone: string, captchaCode: string) {
    try {
      const result = await sendCall.mutateAsync({ phone, purpose, captchaId: captcha.data?.captchaId ?? '', captchaCode });
      countdown.start(result.resendAfterSeconds);
      return null;
    } catch (err) {
      // The server says how long to wait (Retry-After); the button counts that down instead of inviting
      // a retry. Without it, the usual resend wait is the safe guess.
      if (err instanceof RequestError && err.errorCode === 'SMS_SEND_TOO_SOON') {
        countdown.start(err.retryAfterSeconds ?? SMS_RESEND_SECONDS);
      }
      return authFieldOf(err);
    } finally {
      // A captcha is used up by any attempt, right or wrong.
      void captcha.refetch();
    }
  }

  return { captcha, send, sending: sendCall.isPending, countdown: countdown.left };
}
