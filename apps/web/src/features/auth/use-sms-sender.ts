import type { SmsPurpose } from '@tuike/contract/user';
import { useCaptcha } from './api/captcha';
import { useSendPhoneCode } from './api/send-code';
import { authFieldOf, messageOf } from './messages';
import { useCountdown } from './use-countdown';

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
      const msg = messageOf(err);
      // The server says how long to wait; the button counts that down instead of inviting a retry.
      const wait = /请 (\d+) 秒后再试/.exec(msg);
      if (wait) countdown.start(Number(wait[1]));
      return authFieldOf(msg);
    } finally {
      // A captcha is used up by any attempt, right or wrong.
      void captcha.refetch();
    }
  }

  return { captcha, send, sending: sendCall.isPending, countdown: countdown.left };
}
