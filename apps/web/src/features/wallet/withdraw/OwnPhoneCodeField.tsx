import { MessageOutline } from 'antd-mobile-icons';
import { TextField } from '../../../components/form/TextField';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendWithdrawAccountCode } from '../api/withdraw-accounts';
import { maskPhone } from './input-rules';
import './withdraw.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Where a refused send is said: the code field's own error. */
  onSendError: (message: string) => void;
  /** The logged-in promoter's phone; the server sends to it whatever the app shows. */
  phone: string | null;
}

/**
 * The SMS code that adding a withdrawal account needs, always sent to the promoter's own phone (the
 * call takes no number). The button counts down the wait the server names: the resend interval on
 * success, `Retry-After` on a 429.
 */
export function OwnPhoneCodeField({ value, onChange, error, onSendError, phone }: Props) {
  const send = useSendWithdrawAccountCode();
  const countdown = useCountdown();
  const masked = phone ? maskPhone(phone) : null;

  async function sendCode() {
    try {
      const sent = await send.mutateAsync();
      countdown.start(sent.resendAfterSeconds);
      void toast('验证码已发送');
    } catch (err) {
      if (err instanceof RequestError && err.code === 429 && err.retryAfterSeconds)
        countdown.start(Math.ceil(err.retryAfterSeconds));
      onSendError(err instanceof Error ? err.message : '验证码发送失败，请稍后再试');
    }
  }

  const button = (
    <button type="button" className="wd-sms-send" onClick={() => void sendCode()} disabled={send.isPending || countdown.left > 0}>
      {send.isPending ? '发送中…' : countdown.left > 0 ? `${countdown.left}s 后重发` : '获取验证码'}
    </button>
  );
  return (
    <TextField
      label="短信验证码"
      showLabel
      icon={<MessageOutline />}
      placeholder="请输入验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      hint={masked ? `验证码将发送至 ${masked}` : undefined}
      right={button}
    />
  );
}
