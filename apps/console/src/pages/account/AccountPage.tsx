import { Alert, Card, Descriptions } from 'antd';
import { ChangePasswordCard } from '../../features/operators/components/ChangePasswordCard';
import { RoleTag } from '../../features/operators/components/RoleTag';
import { TwoFactorCard } from '../../features/operators/components/TwoFactorCard';
import { useMe } from '../../lib/me';
import './AccountPage.css';

/**
 * /admin/account (个人设置, every role): who I am, my password, my two-factor. An account the admin
 * requires two-factor of lands here until it is set up (every other page answers 403 until then).
 */
export default function AccountPage() {
  const { data: me } = useMe();
  // The guard renders pages only once `me` is loaded.
  if (!me) return null;
  return (
    <div className="account-page">
      {me.mustEnrollTotp && (
        <Alert
          type="warning"
          showIcon
          title="管理员要求你的账号开启两步验证"
          description="完成下方的两步验证设置后，才能继续使用后台的其他功能。"
        />
      )}
      <Card variant="borderless" title="账号信息">
        <Descriptions column={3}>
          <Descriptions.Item label="账号">{me.account}</Descriptions.Item>
          <Descriptions.Item label="姓名">{me.name}</Descriptions.Item>
          <Descriptions.Item label="角色">
            <RoleTag role={me.role} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <div className="account-page-columns">
        <TwoFactorCard me={me} />
        <ChangePasswordCard />
      </div>
    </div>
  );
}
