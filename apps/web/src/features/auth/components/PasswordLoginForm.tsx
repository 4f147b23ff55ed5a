import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PHONE_PATTERN, ZPhone } from '@tuike/contract/user';
import { useAfterLogin } from '../../../app/navigation';
import { PasswordField } from '../../../components/form/TextField';
import { firstIssue, useFieldErrors } from '../../../lib/field-errors';
import { useCaptcha } from '../api/captcha';
import { useLogin } from '../api/login';
import { useLoginHint } from '../api/login-hint';
import { type AuthField, authFieldOf } from '../messages';
import { CaptchaField } from './CaptchaField';
import { PhoneField } from './PhoneField';

const minutesUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 60_000));

interface Props {
  account: string;
  onAccountChange: (account: string) => void;
  onUseSms: () => void;
}

/**
 * 密码登录. The server tells, per account, whether a picture captcha is needed (after failures)
 * or password login is locked; the form asks once the number is complete and after every failure.
 */
export function PasswordLoginForm({ account, onAccountChange, onUseSms }: Props) {
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<AuthField>();
  const hint = useLoginHint(PHONE_PATTERN.test(account) ? account : '');
  const needCaptcha = hint.data?.captchaRequired === true;
  const captcha = useCaptcha('password-login', needCaptcha);
  const loginCall = useLogin();
  const afterLogin = useAfterLogin();
  const lockedUntil = hint.data?.locked ? hint.data.lockedUntil : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const ok = replace({
      account: firstIssue(ZPhone, account),
      password: password ? null : '请输入密码',
      captchaCode: needCaptcha && !captchaCode.trim() ? '请输入图形验证码' : null,
    });
    if (!ok) return;
    try {
      const withCaptcha = needCaptcha ? { captchaId: captcha.data?.captchaId, captchaCode } : {};
      await loginCall.mutateAsync({ account, password, ...withCaptcha });
      afterLogin();
    } catch (err) {
      show(authFieldOf(err));
      setCaptchaCode('');
      // A failure may have made the captcha necessary (or locked the account); ask again.
      await hint.refetch();
      if (needCaptcha) void captcha.refetch();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneField
        label="手机号"
        value={account}
        onChange={(v) => {
          onAccountChange(v);
          clear('account');
        }}
        error={errors.account}
      />
      <PasswordField
        label="密码"
        icon={<LockOutline />}
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={32}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        error={errors.password}
      />
      {needCaptcha && (
        <CaptchaField
          captcha={captcha}
          value={captchaCode}
          onChange={(v) => {
            setCaptchaCode(v);
            clear('captchaCode');
          }}
          error={errors.captchaCode}
        />
      )}
      {lockedUntil ? (
        <div className="form-alert" role="alert">
          <span>密码错误次数过多，请 {minutesUntil(lockedUntil)} 分钟后再试</span>
          <button type="button" onClick={onUseSms}>
            验证码登录
          </button>
        </div>
      ) : (
        <FormAlert message={errors.form} />
      )}
      <SubmitButton className="auth-submit" pending={loginCall.isPending} pendingText="登录中" disabled={lockedUntil !== null}>
        登录
      </SubmitButton>
    </form>
  );
}
