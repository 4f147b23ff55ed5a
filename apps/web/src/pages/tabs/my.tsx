import { AlertIcon } from '../../components/icons';
import { TabPage } from '../../components/TabPage';
import { useHomeData } from '../../features/profile/api/home-data';
import { BalanceSummary } from '../../features/profile/components/BalanceSummary';
import { FeatureMenu } from '../../features/profile/components/FeatureMenu';
import { ProfileHeader } from '../../features/profile/components/ProfileHeader';
import { date } from '../../lib/format-date';
import { useIsLoggedIn, useSessionUser } from '../../lib/session';
import './my.css';

/** 我的: who is logged in, the balance at a glance and the way to every account feature. */
export default function MyPage() {
  const loggedIn = useIsLoggedIn();
  const storedUser = useSessionUser();
  const home = useHomeData();
  const user = loggedIn ? (home.data?.user ?? storedUser) : null;
  return (
    <TabPage header={<ProfileHeader user={user} />}>
      <BalanceSummary
        loggedIn={loggedIn}
        data={home.data}
        isPending={home.isPending}
        isError={home.isError}
        error={home.error}
        onRetry={() => void home.refetch()}
      />
      {user?.deleteRequestedAt && (
        <div className="deletion-banner" role="status">
          <AlertIcon />
          账号注销申请审核中，如需保留账号请联系客服
        </div>
      )}
      {user?.deletionRejection && (
        <div className="deletion-banner deletion-banner-rejected" role="status">
          <AlertIcon />
          <span>
            {date(user.deletionRejection.decidedAt)} 注销申请未通过：{user.deletionRejection.reason}
          </span>
        </div>
      )}
      <FeatureMenu />
    </TabPage>
  );
}
