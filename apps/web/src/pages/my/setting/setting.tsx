import { APP_VERSION, WEB_VERSION } from '@tuike/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { ErrorState, PageSkeleton } from '../../../components/StateViews';
import { useClearSession, useLogout } from '../../../features/auth/api/logout';
import { useHomeData } from '../../../features/profile/api/home-data';
import { cacheBytes, clearCachedEntries, formatBytes } from '../../../features/profile/cache';
import { DeleteAccountRow } from '../../../features/profile/components/DeleteAccountRow';
import { NicknameSheet } from '../../../features/profile/components/NicknameSheet';
import { PasswordSheet } from '../../../features/profile/components/PasswordSheet';
import { UserAvatar } from '../../../features/profile/components/UserAvatar';
import { useOnLeave } from '../../../features/profile/use-on-leave';
import { confirmDialog } from '../../../lib/overlays';
import { useSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import './setting.css';

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

async function confirm(title: string, content: string, confirmText: string) {
  return confirmDialog({ title, content, confirmText, cancelText: '取消' });
}

export default function SettingPage() {
  const home = useHomeData();
  const stored = useSessionUser();
  const user = home.data?.user ?? stored;
  const navigate = useNavigate();
  const client = useQueryClient();
  const logout = useLogout();
  const clearSession = useClearSession();
  const onLeave = useOnLeave();
  const [sheet, setSheet] = useState<{ kind: 'nickname' | 'password' | null; key: number }>({ kind: null, key: 0 });
  const [cacheSize, setCacheSize] = useState(cacheBytes);
  const open = (kind: 'nickname' | 'password') => setSheet((s) => ({ kind, key: s.key + 1 }));
  const close = () => setSheet((s) => ({ ...s, kind: null }));

  if (!user) {
    return (
      <PageShell>
        {home.isError ? <ErrorState error={home.error} onRetry={() => void home.refetch()} /> : <PageSkeleton />}
      </PageShell>
    );
  }

  async function clearCache() {
    if (!(await confirm('清除缓存', '将清除搜索记录和本地缓存的数据，不会退出登录。', '清除'))) return;
    clearCachedEntries();
    await client.resetQueries();
    setCacheSize(cacheBytes());
    void toast('缓存已清除');
  }

  async function signOut() {
    if (!(await confirm('退出登录', '确定要退出当前账号吗？', '退出'))) return;
    onLeave(() => void logout());
    navigate(to('pages/my/my'), { replace: true });
  }

  return (
    <PageShell>
      <List header="账号资料" mode="card" className="setting-list">
        <List.Item extra={<UserAvatar src={user.avatar} name={user.nickname} size={40} />}>头像</List.Item>
        <List.Item extra={<span className="ellipsis-1 setting-value">{user.nickname}</span>} onClick={() => open('nickname')}>
          昵称
        </List.Item>
        <List.Item extra={maskPhone(user.phone)}>手机号</List.Item>
        <List.Item extra="修改" onClick={() => open('password')}>
          登录密码
        </List.Item>
        <List.Item
          extra={user.wxId ?? <span className="setting-muted">未绑定</span>}
          onClick={() => navigate(to('my/bindWechat'))}
        >
          绑定微信
        </List.Item>
      </List>
      <List header="通用" mode="card" className="setting-list">
        <List.Item extra={formatBytes(cacheSize)} onClick={() => void clearCache()}>
          清除缓存
        </List.Item>
        <List.Item extra={`v${APP_VERSION}`} description={`Web 版本 ${WEB_VERSION}`} arrowIcon={false}>
          当前版本
        </List.Item>
        <List.Item onClick={() => navigate(to('my/about'))}>关于我们</List.Item>
      </List>
      <List header="账号安全" mode="card" className="setting-list">
        <DeleteAccountRow pendingSince={user.deleteRequestedAt} onSignedOut={clearSession} />
      </List>
      <div className="setting-logout-wrap">
        <button type="button" className="setting-logout" onClick={() => void signOut()}>
          退出登录
        </button>
      </div>
      <NicknameSheet key={`n${sheet.key}`} current={user.nickname} visible={sheet.kind === 'nickname'} onClose={close} />
      <PasswordSheet key={`p${sheet.key}`} visible={sheet.kind === 'password'} onClose={close} />
    </PageShell>
  );
}
