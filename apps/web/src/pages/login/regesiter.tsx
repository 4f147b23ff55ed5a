import { Link, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { AuthHero } from '../../features/auth/components/AuthHero';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import '../../features/auth/components/auth.css';

/** Registration; an invite link brings its code as `?inviteCode=` or `?code=`. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const inviteCode = (params.get('inviteCode') ?? params.get('code') ?? '').trim().slice(0, 16);
  const redirect = params.get('redirect') ?? undefined;
  return (
    <PageShell>
      <div className="auth-page">
        <AuthHero title="注册推客星" subtitle={inviteCode ? '好友邀请你一起推广赚收益' : '一分钟注册，开始推广赚收益'} />
        <RegisterForm initialInviteCode={inviteCode} />
        <div className="auth-links">
          已有账号？<Link to={to('login/login', { redirect })}>去登录</Link>
        </div>
      </div>
    </PageShell>
  );
}
