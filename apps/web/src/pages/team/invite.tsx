import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { ErrorState, Shimmer } from '../../components/StateViews';
import { useTeamSummary } from '../../features/team/api/summary';
import { InvitePoster } from '../../features/team/components/InvitePoster';
import { percentFromBps } from '../../lib/format';
import { copyWithToast } from '../../platform/clipboard';
import './invite.css';

/** The registration page with my code, on this app's own address (the link opens wherever the app is served). */
const inviteLink = (code: string) =>
  `${window.location.origin}${window.location.pathname}#${to('login/regesiter', { inviteCode: code })}`;

function InviteSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card invite-code-card">
        <Shimmer className="invite-sk-label" />
        <Shimmer className="invite-sk-code" />
        <Shimmer className="invite-sk-link" />
      </div>
      <div className="card">
        <Shimmer className="invite-sk-poster" />
      </div>
    </div>
  );
}

/** 邀请好友: my invite code and link (copy), my poster with its QR code (save), and how inviting pays. */
export default function InvitePage() {
  const { data, isPending, isError, error, refetch } = useTeamSummary();
  const navigate = useNavigate();

  let body;
  if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <InviteSkeleton />;
  else {
    const link = inviteLink(data.inviteCode);
    body = (
      <>
        <section className="card invite-code-card" aria-label="我的邀请码">
          <div className="invite-code-label">我的邀请码</div>
          <div className="invite-code-row">
            <span className="invite-code num">{data.inviteCode}</span>
            <button type="button" className="btn-outline invite-copy-code" onClick={() => void copyWithToast(data.inviteCode)}>
              复制
            </button>
          </div>
          <div className="invite-link-label">邀请链接</div>
          <div className="invite-link ellipsis-2">{link}</div>
          <button type="button" className="btn-solid invite-copy-link" onClick={() => void copyWithToast(link)}>
            复制邀请链接
          </button>
        </section>
        <InvitePoster link={link} code={data.inviteCode} />
        <section className="card invite-rules" aria-label="邀请说明">
          <h2 className="invite-rules-title">邀请说明</h2>
          <ol className="invite-rules-list">
            <li>好友打开你的链接或扫描海报二维码注册，也可以在注册时填写你的邀请码。</li>
            <li>
              好友的推广收益结算后，你可获得其收益 <b>{percentFromBps(data.rebateBps)}</b> 的团队奖励，直接计入你的余额。
            </li>
            <li>在「我的团队」查看好友的进度和你从每位好友获得的奖励。</li>
          </ol>
          <button type="button" className="btn-outline invite-to-team" onClick={() => navigate(to('team/newTeam'))}>
            查看我的团队（{data.counts.direct} 人）
          </button>
        </section>
      </>
    );
  }
  return <PageShell>{body}</PageShell>;
}
