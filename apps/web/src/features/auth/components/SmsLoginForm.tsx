import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { useState } from 'react';
import { ZPhone, ZSmsCode } from '@tuike/contract/user';
import { useAfterLogin } from '../../../app/navigation';
import { firstIssue, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useLoginByPhone } from '../api/login';
import { type AuthField, authFieldOf } from '../messages';
import { useSmsSender } from '../use-sms-sender';
import { CaptchaField } from './CaptchaField';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from '../../../components/form/SmsCodeField';

/** 验证码登录: phone, the picture captcha that unlocks sending, and the SMS code. */
export function SmsLoginForm({ initialPhone }: { initialPhone: string }) {
  const [phone, setPhone] = useState(initialPhone);
  const [captchaCode, setCaptchaCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<AuthField>();
  const sender = useSmsSender('login');
  const loginCall = useLoginByPhone();
  const afterLogin = useAfterLogin();
  const edit = (set: (v: string) => void, field: AuthField) => (v: string) => {
    set(v);
    clear(field);
  };

  async function sendCode() {
    const ok = replace({ phone: firstIssue(ZPhone, phone), captchaCode: captchaCode.trim() ? null : '请输入图形验证码' });
    if (!ok) return;
    const problem = await sender.send(phone, captchaCode);
    setCaptchaCode('');
    if (problem) show(problem);
    else void toast('验证码已发送');
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!replace({ phone: firstIssue(ZPhone, phone), smsCode: firstIssue(ZSmsCode, smsCode) })) return;
    try {
      await loginCall.mutateAsync({ phone, smsCode });
      afterLogin();
    } catch (err) {
      show(authFieldOf(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <PhoneField value={phone} onChange={edit(setPhone, 'phone')} error={errors.phone} />
      <CaptchaField
        captcha={sender.captcha}
        value={captchaCode}
        onChange={edit(setCaptchaCode, 'captchaCode')}
        error={errors.captchaCode}
      />
      <SmsCodeField
        value={smsCode}
        onChange={edit(setSmsCode, 'smsCode')}
        error={errors.smsCode}
        countdown={sender.countdown}
        sending={sender.sending}
        onSend={() => void sendCode()}
      />
      <FormAlert message={errors.form} />
      <SubmitButton className="auth-submit" pending={loginCall.isPending} pendingText="登录中">
        登录
      </SubmitButton>
    </form>
  );
}
