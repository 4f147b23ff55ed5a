import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { UserIcon } from '../../../components/icons';
import { PageShell } from '../../../components/PageShell';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/StateViews';
import { WhitelistForm } from '../../../features/applications/components/WhitelistForm';
import { useMediaAccounts } from '../../../features/promotion/api/media-accounts';

/** 添加加白: one of my bound media accounts and a link to one of its works. */
export default function WhitelistAddPage() {
  const accounts = useMediaAccounts();
  const navigate = useNavigate();
  let body;
  if (accounts.isPending) body = <ListSkeleton cover={false} rows={3} />;
  else if (accounts.isError) body = <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.every((g) => g.accounts.length === 0))
    body = (
      <EmptyState
        icon={<UserIcon />}
        text="加白前请先绑定抖音、快手或视频号账号"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('account/addMediaAccount'))}>
            去绑定
          </button>
        }
      />
    );
  else body = <WhitelistForm groups={accounts.data} />;
  return <PageShell>{body}</PageShell>;
}
