import { RightIcon } from '../../../components/icons';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { useIsLoggedIn } from '../../../lib/session';
import type { HomeData } from '@tuike/contract/user';
import './EarningsCard.css';

function Figure({ label, fen }: { label: string; fen: number }) {
  return (
    <div className="earnings-figure">
      <div className="num earnings-figure-value">{yuan(fen, false)}</div>
      <div className="earnings-figure-label">{label}</div>
    </div>
  );
}

/** Balance and estimated income at a glance; visitors get the reason to log in. */
export function EarningsCard({ data, isPending }: { data: HomeData | undefined; isPending: boolean }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  if (!loggedIn) {
    return (
      <div className="earnings-card earnings-visitor">
        <div className="earnings-visitor-text">
          <div className="earnings-visitor-title">推广短剧小说，轻松赚收益</div>
          <div className="earnings-visitor-hint">登录后查看今日预估收益与可提现余额</div>
        </div>
        <button type="button" className="btn-solid" onClick={() => navigate(to('login/login'))}>
          登录/注册
        </button>
      </div>
    );
  }
  if (isPending || !data) return <Shimmer className="earnings-card earnings-skeleton" />;
  return (
    <Link to={to('account/account')} className="earnings-card earnings-link">
      <div className="earnings-label">
        可提现余额（元）
        <RightIcon className="earnings-arrow" />
      </div>
      <div className="num earnings-balance">{yuan(data.balance, false)}</div>
      <div className="earnings-figures">
        <Figure label="今日预估" fen={data.todayEstimate} />
        <Figure label="昨日预估" fen={data.yesterdayEstimate} />
        <Figure label="本月预估" fen={data.monthEstimate} />
      </div>
    </Link>
  );
}
