import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { GiftOutline, LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { ZPassword, ZPhone, ZSmsCode } from '@tuike/contract/user';
import { useAfterLogin } from '../../../app/navigation';
import { NewPasswordField, TextField } from '../../../components/form/TextField';
import { firstIssue, useFieldErrors, confirmError } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { type AuthField, authFieldOf } from '../messages';
import { useSmsSender } from '../use-sms-sender';
import { Agreement } from './Agreement';
import { CaptchaField } from './CaptchaField';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from '../../../components/form/SmsCodeField';

type Field = AuthField | 'agree';

/** Registration: phone, picture captcha, SMS code, password twice, optional invite code, agreement. */
export function RegisterForm({ initialInviteCode }: { initialInviteCode: string }) {
  const [form, setForm] = useState({
    phone: '',
    captchaCode: '',
    smsCode: '',
    password: '',
    confirm: '',
    inviteCode: initialInviteCode,
  });
  const [agreed, setAgreed] = useState(false);
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const sender = useSmsSender('register');
  const registerCall = useRegister();
  const afterLogin = useAfterLogin();
  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  async function sendCode() {
    if (!replace({ phone: firstIssue(ZPhone, form.phone), captchaCode: form.captchaCode.trim() ? null : '请输入图形验证码' }))
      return;
    const problem = await sender.send(form.phone, form.captchaCode);
    setForm((f) => ({ ...f, captchaCode: '' }));
    if (problem) show(problem);
    else void toast('验证码已发送');
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const ok = replace({
      phone: firstIssue(ZPhone, form.phone),
      smsCode: firstIssue(ZSmsCode, form.smsCode),
      password: firstIssue(ZPassword, form.password),
      confirm: confirmError(form.confirm, form.password, '请再次输入密码'),
      agree: agreed ? null : '请先阅读并同意用户服务协议和隐私政策',
    });
    if (!ok) return;
    try {
      const inviteCode = form.inviteCode.trim();
      await registerCall.mutateAsync({
        phone: form.phone,
        smsCode: form.smsCode,
        password: form.password,
        ...(inviteCode ? { inviteCode } : {}),
      });
      afterLogin();
    } catch (err) {
      show(authFieldOf(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneField value={form.phone} onChange={edit('phone')} error={errors.phone} />
      <CaptchaField captcha={sender.captcha} value={form.captchaCode} onChange={edit('captchaCode')} error={errors.captchaCode} />
      <SmsCodeField
        value={form.smsCode}
        onChange={edit('smsCode')}
        error={errors.smsCode}
        countdown={sender.countdown}
        sending={sender.sending}
        onSend={() => void sendCode()}
      />
      <NewPasswordField
        label="设置密码"
        icon={<LockOutline />}
        placeholder="8-32 位，需包含字母和数字"
        value={form.password}
        onChange={edit('password')}
        error={errors.password}
      />
      <NewPasswordField
        label="确认密码"
        icon={<LockOutline />}
        placeholder="请再次输入密码"
        value={form.confirm}
        onChange={edit('confirm')}
        error={errors.confirm}
      />
      <TextField
        label="邀请码"
        icon={<GiftOutline />}
        placeholder="邀请码（选填）"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={16}
        value={form.inviteCode}
        onChange={edit('inviteCode')}
        error={errors.inviteCode}
      />
      <Agreement
        checked={agreed}
        onChange={(v) => {
          setAgreed(v);
          clear('agree');
        }}
        error={errors.agree}
      />
      <FormAlert message={errors.form} />
      <SubmitButton className="auth-submit" pending={registerCall.isPending} pendingText="注册中">
        注册并登录
      </SubmitButton>
    </form>
  );
}
