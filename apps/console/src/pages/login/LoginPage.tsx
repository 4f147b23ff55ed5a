import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { ErrorCode } from '@tuike/contract/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { login, loadCaptcha, type LoginBody } from '../../features/auth/api/login';
import { type CaptchaPicture, CaptchaField } from '../../features/auth/components/CaptchaField';
import { rememberMe, useHasToken } from '../../lib/me';
import { RequestError } from '../../lib/request';
import { safeRedirect, session } from '../../lib/session';
import './LoginPage.css';

interface Values {
  account: string;
  password: string;
  captchaCode?: string;
  totpCode?: string;
}

const CAPTCHA_CODES: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'] satisfies ErrorCode[];
/** Errors shown under a field of this form, by the server's `field`. */
const FIELDS: readonly string[] = ['account', 'password', 'captchaCode', 'totpCode'];

/**
 * /admin/login: account and password; the picture captcha when the server asks for it (CAPTCHA_REQUIRED,
 * after 3 failures); a second step for the authenticator or a recovery code when the account has
 * two-factor (TOTP_REQUIRED); the lock and its wait (ACCOUNT_LOCKED). Back to `?redirect=` afterwards.
 * Zod-free, like everything it imports: the console's first load is this page.
 */
export default function LoginPage() {
  const [form] = Form.useForm<Values>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = useHasToken();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  // 'loading' from the moment the server asks for a captcha until its picture arrives.
  const [captcha, setCaptcha] = useState<CaptchaPicture | 'loading' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const target = safeRedirect(search.get('redirect'));

  useEffect(() => void (document.title = '登录 - 推客星运营后台'), []);

  const refreshCaptcha = () => {
    form.setFieldValue('captchaCode', undefined);
    loadCaptcha().then(setCaptcha, (err: Error) => setAlert(err.message));
  };

  const submit = async (values: Values) => {
    setAlert(null);
    setSending(true);
    const body: LoginBody = {
      account: values.account,
      password: values.password,
      ...(captcha && captcha !== 'loading' ? { captchaId: captcha.captchaId, captchaCode: values.captchaCode } : {}),
      ...(step === 'totp' ? { totpCode: values.totpCode } : {}),
    };
    try {
      const { token, operator } = await login(body);
      // Whatever an earlier operator of this browser had loaded must not show to this one.
      queryClient.clear();
      session.signIn(token);
      rememberMe(queryClient, operator);
      navigate(target, { replace: true });
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      // An attempt with a captcha used it up, whatever its outcome: the next one needs a new picture. The
      // field is rendered at once (flushSync), so the server's message can be placed under it.
      if (captcha || CAPTCHA_CODES.includes(err.errorCode ?? '')) {
        flushSync(() => setCaptcha((c) => c ?? 'loading'));
        refreshCaptcha();
      }
      if (err.errorCode === 'TOTP_REQUIRED') {
        setStep('totp');
        return;
      }
      if (err.field && FIELDS.includes(err.field) && err.errorCode !== 'ACCOUNT_LOCKED')
        form.setFields([{ name: err.field as keyof Values, errors: [err.message] }]);
      else setAlert(err.message);
    } finally {
      setSending(false);
    }
  };

  if (hasToken && !sending) return <Navigate to={target} replace />;

  return (
    <div className="login-page">
      <main className="login-page-card">
        <header className="login-page-head">
          <span className="login-page-mark">推</span>
          <div>
            <Typography.Title level={3} className="login-page-title">
              推客星运营后台
            </Typography.Title>
            <Typography.Text type="secondary">短剧与小说推广平台 · 运营管理</Typography.Text>
          </div>
        </header>
        {alert && <Alert className="login-page-alert" type="error" showIcon title={alert} />}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={sending}>
          <div hidden={step !== 'password'}>
            <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
              <Input
                size="large"
                prefix={<UserOutlined />}
                autoComplete="username"
                maxLength={64}
                placeholder="请输入账号"
                autoFocus
              />
            </Form.Item>
            <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password
                size="large"
                prefix={<LockOutlined />}
                autoComplete="current-password"
                maxLength={128}
                placeholder="请输入密码"
              />
            </Form.Item>
          </div>
          {step === 'totp' && (
            <>
              <Alert
                className="login-page-alert"
                type="info"
                showIcon
                title="该账号已开启两步验证，请输入身份验证器中的 6 位动态码，或一个恢复码。"
              />
              <Form.Item
                name="totpCode"
                label="动态码"
                rules={[{ required: true, whitespace: true, message: '请输入动态码或恢复码' }]}
              >
                <Input
                  size="large"
                  prefix={<SafetyOutlined />}
                  autoComplete="one-time-code"
                  maxLength={32}
                  placeholder="6 位动态码或恢复码"
                  autoFocus
                />
              </Form.Item>
            </>
          )}
          {captcha && <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} />}
          <Button type="primary" htmlType="submit" size="large" block loading={sending}>
            {step === 'totp' ? '验证并登录' : '登录'}
          </Button>
          {step === 'totp' && (
            <Button
              type="link"
              block
              className="login-page-back"
              onClick={() => {
                setStep('password');
                form.setFieldValue('totpCode', undefined);
              }}
            >
              返回上一步
            </Button>
          )}
        </Form>
        <p className="login-page-note">仅限授权人员使用，所有操作均记录在操作日志中。</p>
      </main>
    </div>
  );
}
