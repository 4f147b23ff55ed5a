import { MessageOutline } from 'antd-mobile-icons';
import { TextField } from '../../../components/form/TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Seconds before another code may be sent (0: now). */
  countdown: number;
  sending: boolean;
  onSend: () => void;
}

/** The SMS code row with its 获取验证码 button and the 60-second countdown. */
export function SmsCodeField({ value, onChange, error, countdown, sending, onSend }: Props) {
  const button = (
    <button type="button" className="sms-send" onClick={onSend} disabled={sending || countdown > 0}>
      {sending ? '发送中…' : countdown > 0 ? `${countdown}s 后重发` : '获取验证码'}
    </button>
  );
  return (
    <TextField
      label="短信验证码"
      icon={<MessageOutline />}
      placeholder="请输入短信验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      right={button}
    />
  );
}
