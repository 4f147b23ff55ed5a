import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { AuthHero } from '../../features/auth/components/AuthHero';
import { PasswordLoginForm } from '../../features/auth/components/PasswordLoginForm';
import { SmsLoginForm } from '../../features/auth/components/SmsLoginForm';
import '../../features/auth/components/auth.css';

type Tab = 'password' | 'sms';
const TABS: Array<[Tab, string]> = [
  ['password', '密码登录'],
  ['sms', '验证码登录'],
];

/** Login by password (with a picture captcha when the server asks) or by SMS code; then back to where the user was. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'sms' ? 'sms' : 'password');
  const [account, setAccount] = useState('');
  // The SMS form mounts on first visit and then stays, so switching tabs keeps what was typed.
  const [smsVisited, setSmsVisited] = useState(tab === 'sms');
  const choose = (t: Tab) => {
    setTab(t);
    if (t === 'sms') setSmsVisited(true);
  };
  const redirect = params.get('redirect') ?? undefined;

  return (
    <PageShell>
      <div className="auth-page">
        <AuthHero title="欢迎登录推客星" subtitle="推广短剧小说，轻松赚收益" />
        <div className="auth-tabs" role="tablist" aria-label="登录方式">
          {TABS.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`panel-${key}`}
              className="auth-tab"
              onClick={() => choose(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="panel-password" aria-labelledby="tab-password" hidden={tab !== 'password'}>
          <PasswordLoginForm account={account} onAccountChange={setAccount} onUseSms={() => choose('sms')} />
        </div>
        {smsVisited && (
          <div role="tabpanel" id="panel-sms" aria-labelledby="tab-sms" hidden={tab !== 'sms'}>
            <SmsLoginForm initialPhone={account} />
          </div>
        )}
        <div className="auth-links">
          还没有账号？<Link to={to('login/regesiter', { redirect })}>立即注册</Link>
        </div>
        <p className="auth-foot">未注册的手机号请先注册，登录即表示同意用户服务协议和隐私政策</p>
      </div>
    </PageShell>
  );
}
