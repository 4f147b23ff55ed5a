import { SmsCodeField } from '../../../components/form/SmsCodeField';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendWithdrawAccountCode } from '../api/withdraw-accounts';
import { maskPhone } from './input-rules';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A refused send's message for the code field's own error; null once a code is sent (the error is over). */
  onSendResult: (message: string | null) => void;
  /** The logged-in promoter's phone; the server sends to it whatever the app shows. */
  phone: string | null;
}

/**
 * The SMS code that adding a withdrawal account needs, always sent to the promoter's own phone (the
 * call takes no number). The button counts down the wait the server names: the resend interval on
 * success, `Retry-After` on a 429.
 */
export function OwnPhoneCodeField({ value, onChange, error, onSendResult, phone }: Props) {
  const send = useSendWithdrawAccountCode();
  const countdown = useCountdown();
  const masked = phone ? maskPhone(phone) : null;

  async function sendCode() {
    try {
      const sent = await send.mutateAsync();
      countdown.start(sent.resendAfterSeconds);
      onSendResult(null);
      void toast('验证码已发送');
    } catch (err) {
      if (err instanceof RequestError && err.code === 429 && err.retryAfterSeconds)
        countdown.start(Math.ceil(err.retryAfterSeconds));
      onSendResult(err instanceof Error ? err.message : '验证码发送失败，请稍后再试');
    }
  }

  return (
    <SmsCodeField
      value={value}
      onChange={onChange}
      error={error}
      countdown={countdown.left}
      sending={send.isPending}
      onSend={() => void sendCode()}
      showLabel
      hint={masked ? `验证码将发送至 ${masked}` : undefined}
    />
  );
}
