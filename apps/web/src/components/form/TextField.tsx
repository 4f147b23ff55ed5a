import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import './form.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

export interface TextFieldProps extends NativeProps {
  /** The accessible name; shown above the input when `showLabel`. */
  label: string;
  showLabel?: boolean;
  icon?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Controls at the end of the row: a captcha picture, a send-code button, a visibility toggle. */
  right?: ReactNode;
  hint?: string;
}

/** One form row: icon, input and trailing controls, with its error in Chinese right below it. */
export function TextField({ label, showLabel, icon, value, onChange, error, right, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const note = error || hint;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={showLabel ? 'field-label' : 'sr-only'}>
        {label}
      </label>
      <div className="field-row">
        {icon && (
          <span className="field-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          {...input}
        />
        {value && !input.readOnly && (
          <button type="button" className="field-clear" aria-label={`清空${label}`} onClick={() => onChange('')}>
            ×
          </button>
        )}
        {right}
      </div>
      {note && (
        <div id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {note}
        </div>
      )}
    </div>
  );
}

/** A password row with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'right'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="field-action-icon"
      aria-label={visible ? '隐藏密码' : '显示密码'}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} right={toggle} />;
}

/** A field for choosing a password (or typing it again): the browser offers to generate and save it. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'right' | 'autoComplete' | 'maxLength'>) {
  return <PasswordField autoComplete="new-password" maxLength={32} {...props} />;
}
