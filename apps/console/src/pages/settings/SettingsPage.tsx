import { Card, Skeleton } from 'antd';
import { LoadError } from '../../components/LoadError';
import { useSettings } from '../../features/settings/api/settings';
import { SessionSettings } from '../../features/settings/components/SessionSettings';
import { PromotionSettings } from '../../features/settings/components/PromotionSettings';
import { WebviewSettings } from '../../features/settings/components/WebviewSettings';
import { WithdrawalSettings } from '../../features/settings/components/WithdrawalSettings';
import './SettingsPage.css';

/**
 * /admin/settings (admin only): the app's settings, a form per group. Each field is checked as it is
 * typed with the schema the server reads it with; a change of a money rule asks first, naming old and new.
 * The console's session rule (后台会话) has a call of its own and loads in its own card.
 */
export default function SettingsPage() {
  const settings = useSettings();
  if (settings.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (settings.isError) return <LoadError query={settings} />;
  return (
    <div className="settings-page">
      <div className="settings-page-column">
        <WithdrawalSettings group={settings.data.app} />
        <SessionSettings />
      </div>
      <div className="settings-page-column">
        <PromotionSettings group={settings.data.promotion} />
        <WebviewSettings group={settings.data.app} />
      </div>
    </div>
  );
}
