import type { MediaAccount } from '@tuike/contract/promotion';
import { UserContactOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { MediaAccountGroup, MediaAccountSkeleton } from '../../features/promotion/accounts/MediaAccountGroup';
import { useDeleteMediaAccount, useMediaAccounts } from '../../features/promotion/api/media-accounts';
import { confirmDialog } from '../../lib/overlays';
import { toast } from '../../lib/toast';

/** 推广账号: the promoter's Douyin, Kuaishou and Channels accounts, which back-filled links are published from. */
export default function MyMediaAccountsPage() {
  const accounts = useMediaAccounts();
  const unbind = useDeleteMediaAccount();
  const [unbindingId, setUnbindingId] = useState<number | null>(null);
  const navigate = useNavigate();
  const addAccount = () => navigate(to('account/addMediaAccount'));

  async function confirmUnbind(account: MediaAccount) {
    const confirmed = await confirmDialog({
      title: '解绑推广账号',
      content: `确定解绑${account.platformLabel}账号「${account.nickname}」吗？解绑后回填作品链接时不能再选择它，已回填的链接不受影响。`,
      cancelText: '再想想',
      confirmText: '解绑',
    });
    if (!confirmed) return;
    setUnbindingId(account.id);
    // A refusal is said by the request's own toast; the list stays as it was.
    const done = await unbind.mutateAsync(account.id).then(
      () => true,
      () => false,
    );
    setUnbindingId(null);
    if (done) void toast('已解绑');
  }

  let body;
  if (accounts.isPending) body = <MediaAccountSkeleton />;
  else if (accounts.isError) body = <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.every((g) => g.accounts.length === 0))
    body = (
      <EmptyState
        icon={<UserContactOutline />}
        text="还没有绑定推广账号，绑定发布视频的抖音、快手或视频号账号后才能回填作品链接"
        action={
          <button type="button" className="btn-solid" onClick={addAccount}>
            去绑定
          </button>
        }
      />
    );
  else
    body = (
      <PullToRefresh onRefresh={() => accounts.refetch()}>
        <p className="media-acc-tip">回填作品链接时需选择发布该视频的账号。一个 UID 同一时间只能被一位推客绑定。</p>
        {accounts.data.map((g) => (
          <MediaAccountGroup
            key={g.platform}
            platform={g.platform}
            label={g.label}
            accounts={g.accounts}
            unbindingId={unbindingId}
            onUnbind={(a) => void confirmUnbind(a)}
          />
        ))}
        <div className="media-acc-footer">
          <button type="button" className="btn-solid media-acc-submit" onClick={addAccount}>
            添加账号
          </button>
        </div>
      </PullToRefresh>
    );

  return <PageShell>{body}</PageShell>;
}
