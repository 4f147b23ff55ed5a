import type { WithdrawAccount } from '@tuike/contract/wallet';
import { ZRealNameBody } from '@tuike/contract/wallet';
import { BankcardOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useDeleteWithdrawAccount, useWithdrawAccounts } from '../../features/wallet/api/withdraw-accounts';
import { accountName } from '../../features/wallet/format';
import { AccountList, AccountsSkeleton } from '../../features/wallet/withdraw/AccountList';
import { RealNameCard } from '../../features/wallet/withdraw/RealNameCard';
import { RealNameForm } from '../../features/wallet/withdraw/RealNameForm';
import { firstIssue } from '../../lib/field-errors';
import { confirmDialog } from '../../lib/overlays';
import { toast } from '../../lib/toast';
import '../../features/wallet/withdraw/withdraw.css';

const nameIssue = (name: string) => firstIssue(ZRealNameBody.shape.name, name);

/** 提现账户: my real name (or the form that sets it), then my Alipay accounts and bank cards, at most five. */
export default function WithdrawAccountsPage() {
  const list = useWithdrawAccounts();
  const remove = useDeleteWithdrawAccount();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const navigate = useNavigate();
  const addAccount = () => navigate(to('account/addWithdrawAccount'));

  async function confirmDelete(account: WithdrawAccount) {
    const confirmed = await confirmDialog({
      title: '删除提现账户',
      content: `确定删除${accountName(account)}吗？删除后不能再提现到这个账户，进行中的提现不受影响。`,
      cancelText: '再想想',
      confirmText: '删除',
    });
    if (!confirmed) return;
    setDeletingId(account.id);
    // A refusal is said by the request's own toast; the list stays as it was.
    const done = await remove.mutateAsync(account.id).then(
      () => true,
      () => false,
    );
    setDeletingId(null);
    if (done) void toast('已删除');
  }

  let body;
  if (list.isPending) body = <AccountsSkeleton />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const { realName, accounts, max } = list.data;
    const full = accounts.length >= max;
    body = (
      <PullToRefresh onRefresh={() => list.refetch()}>
        {realName ? <RealNameCard realName={realName} /> : <RealNameForm nameIssue={nameIssue} />}
        <h2 className="wd-section-title wd-list-title">
          提现账户
          <span className="wd-count">
            {accounts.length}/{max}
          </span>
        </h2>
        {accounts.length === 0 ? (
          <EmptyState
            icon={<BankcardOutline />}
            text={realName ? '还没有提现账户，添加支付宝或银行卡后即可提现' : '完成上方的实名认证后即可添加提现账户'}
            action={
              realName && (
                <button type="button" className="btn-solid" onClick={addAccount}>
                  添加提现账户
                </button>
              )
            }
          />
        ) : (
          <>
            <AccountList accounts={accounts} deletingId={deletingId} onDelete={(a) => void confirmDelete(a)} />
            <div className="wd-footer">
              <button type="button" className="btn-solid wd-add" onClick={addAccount} disabled={full}>
                添加提现账户
              </button>
              {full && <p className="wd-note">最多添加 {max} 个提现账户，请先删除不用的账户</p>}
            </div>
          </>
        )}
      </PullToRefresh>
    );
  }
  return <PageShell>{body}</PageShell>;
}
