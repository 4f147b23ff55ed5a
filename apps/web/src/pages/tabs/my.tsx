import { Avatar, Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { TabPage } from '../../components/TabPage';
import { useSessionUser } from '../../lib/session';

/** The account tab; the accounts feature fills in the balance summary and the full menu. */
export default function MyPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return (
    <TabPage
      header={
        <header className="brand-header" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '24px 16px' }}>
          <Avatar src={user?.avatar ?? ''} style={{ '--size': '56px', '--border-radius': '50%' }} />
          {user ? (
            <div>
              <div style={{ fontSize: 18, fontWeight: 600 }}>{user.nickname}</div>
              <div style={{ fontSize: 12, opacity: 0.8 }}>ID {user.id}</div>
            </div>
          ) : (
            <Button size="small" shape="rounded" onClick={() => navigate(to('login/login'))}>
              登录/注册
            </Button>
          )}
        </header>
      }
    >
      <div />
    </TabPage>
  );
}
