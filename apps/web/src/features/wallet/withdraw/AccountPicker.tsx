import type { WithdrawAccount } from '@tuike/contract/wallet';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { AccountFace } from './AccountFace';
import './withdraw.css';
import './AccountPicker.css';
import { FieldError } from '../../../components/form/FieldError';

interface Props {
  accounts: WithdrawAccount[];
  value: number | null;
  onChange: (id: number) => void;
  /** Shown only while another account may be added. */
  onAdd: (() => void) | null;
  error?: string | null;
}

/** Which of my accounts the money goes to. */
export function AccountPicker({ accounts, value, onChange, onAdd, error }: Props) {
  return (
    <fieldset className="wd-picker">
      <legend className="wd-section-title">到账账户</legend>
      <div role="radiogroup" aria-label="到账账户">
        {accounts.map((a) => (
          <button
            key={a.id}
            type="button"
            role="radio"
            aria-checked={a.id === value}
            className="wd-picker-option"
            onClick={() => onChange(a.id)}
          >
            <AccountFace account={a} />
            <span className="wd-picker-check" aria-hidden="true">
              {a.id === value && <CheckCircleFill />}
            </span>
          </button>
        ))}
      </div>
      {onAdd && (
        <button type="button" className="wd-picker-add" onClick={onAdd}>
          <AddOutline aria-hidden="true" />
          添加提现账户
        </button>
      )}
      <FieldError error={error} />
    </fieldset>
  );
}
