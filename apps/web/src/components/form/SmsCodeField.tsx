import { MessageOutline } from 'antd-mobile-icons';
import { TextField } from './TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Seconds before another code may be sent (0: now). */
  countdown: number;
  sending: boolean;
  onSend: () => void;
  showLabel?: boolean;
  /** Where the code goes, when the form does not ask for the number itself. */
  hint?: string;
}

/** The SMS code row with its 获取验证码 button and the resend countdown. */
export function SmsCodeField({ value, onChange, error, countdown, sending, onSend, showLabel, hint }: Props) {
  const button = (
    <button type="button" className="field-sms-send" onClick={onSend} disabled={sending || countdown > 0}>
      {sending ? '发送中…' : countdown > 0 ? `${countdown}s 后重发` : '获取验证码'}
    </button>
  );
  return (
    <TextField
      label="短信验证码"
      showLabel={showLabel}
      icon={<MessageOutline />}
      placeholder="请输入短信验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      hint={hint}
      right={button}
    />
  );
}
