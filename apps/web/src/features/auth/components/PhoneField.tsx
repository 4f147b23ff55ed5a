import { PhonebookOutline } from 'antd-mobile-icons';
import { TextField } from '../../../components/form/TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  label?: string;
}

/** A mainland mobile number: the phone keypad, digits only, 11 at most. */
export function PhoneField({ value, onChange, onBlur, error, label = '手机号' }: Props) {
  return (
    <TextField
      label={label}
      icon={<PhonebookOutline />}
      placeholder="请输入手机号"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={11}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      onBlur={onBlur}
      error={error}
    />
  );
}
