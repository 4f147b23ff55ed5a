import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { alertDialog, confirmDialog } from '../../../lib/overlays';
import { dateTime } from '../../../lib/format-date';
import { useApplyDeleteAccount } from '../api/apply-delete-account';
import { useOnLeave } from '../use-on-leave';

interface Props {
  pendingSince: string | null;
  /** Forgets the session here: the server has already signed the account out everywhere. */
  onSignedOut: () => Promise<void>;
}

/** 注销账号: asks first, records the application, signs out and says how to withdraw it. */
export function DeleteAccountRow({ pendingSince, onSignedOut }: Props) {
  const apply = useApplyDeleteAccount();
  const navigate = useNavigate();
  const onLeave = useOnLeave();

  async function start() {
    const confirmed = await confirmDialog({
      title: '申请注销账号',
      content: '注销后将无法登录此账号，收益与余额按平台规则处理。提交后会立即退出登录，7 天内重新登录即可撤销申请。',
      cancelText: '再想想',
      confirmText: <span className="setting-danger">确认注销</span>,
    });
    if (!confirmed) return;
    const result = await apply.mutateAsync(undefined).catch(() => null);
    if (!result) return;
    onLeave(() => {
      void onSignedOut().then(() =>
        alertDialog({
          title: '注销申请已提交',
          content: `如需保留账号，请在 ${dateTime(result.withdrawUntil)} 前重新登录，申请将自动撤销。`,
          confirmText: '我知道了',
        }),
      );
    });
    navigate(to('pages/my/my'), { replace: true });
  }

  return (
    <List.Item
      onClick={pendingSince || apply.isPending ? undefined : () => void start()}
      extra={pendingSince ? <span className="setting-pending">审核中</span> : undefined}
      arrowIcon={!pendingSince}
      description={pendingSince ? `已于 ${dateTime(pendingSince)} 提交申请` : undefined}
    >
      注销账号
    </List.Item>
  );
}
