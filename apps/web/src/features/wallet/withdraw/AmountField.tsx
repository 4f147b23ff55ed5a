import { TextField } from '../../../components/form/TextField';
import { cleanYuanInput } from './amount';
import './withdraw.css';
import './AmountField.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onAll: () => void;
  error?: string | null;
  hint: string;
}

/** The amount in yuan as typed (digits, one point, two decimals), with 全部提现 beside it. */
export function AmountField({ value, onChange, onAll, error, hint }: Props) {
  return (
    <TextField
      className="wd-amount"
      label="提现金额（元）"
      showLabel
      icon={<span className="wd-amount-yuan">¥</span>}
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(v) => onChange(cleanYuanInput(v))}
      error={error}
      hint={hint}
      right={
        <button type="button" className="wd-amount-all" onClick={onAll}>
          全部提现
        </button>
      }
    />
  );
}
