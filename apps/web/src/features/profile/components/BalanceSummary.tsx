import type { HomeData } from '@tuike/contract/user';
import { RightOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router-dom';
import { type RoutePath, to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { loadFailureText } from '../../../lib/failure-text';
import { yuan } from '../../../lib/format';
import './BalanceSummary.css';

interface Props {
  loggedIn: boolean;
  data: HomeData | undefined;
  isPending: boolean;
  isError: boolean;
  /** What failed, so the card says network or server rightly (lib/failure-text). */
  error: unknown;
  onRetry: () => void;
}

function Figure({ label, fen, route }: { label: string; fen: number; route: RoutePath }) {
  return (
    <Link to={to(route)} className="balance-figure">
      <span className="num">{yuan(fen, false)}</span>
      <span>{label}</span>
    </Link>
  );
}

/** The balance card under the header: withdrawable balance, estimates and the way to withdraw. */
export function BalanceSummary({ loggedIn, data, isPending, isError, error, onRetry }: Props) {
  const navigate = useNavigate();
  if (!loggedIn) {
    return (
      <section className="card balance-card balance-visitor">
        <div>
          <div className="balance-label">可提现余额（元）</div>
          <div className="balance-amount num">--</div>
        </div>
        <button type="button" className="btn-solid" onClick={() => navigate(to('login/login', { redirect: to('pages/my/my') }))}>
          登录查看
        </button>
      </section>
    );
  }
  if (isError) {
    return (
      <section className="card balance-card balance-visitor" role="alert">
        <div className="balance-label">{loadFailureText(error, '收益数据')}</div>
        <button type="button" className="btn-outline" onClick={onRetry}>
          重试
        </button>
      </section>
    );
  }
  if (isPending || !data) {
    return (
      <section className="card balance-card" aria-busy="true" aria-label="加载中">
        <Shimmer className="balance-skeleton-label" />
        <Shimmer className="balance-skeleton-amount" />
        <div className="balance-skeleton-figures">
          {[0, 1, 2].map((i) => (
            <Shimmer key={i} className="balance-skeleton-figure" />
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="card balance-card">
      <div className="balance-top">
        <Link to={to('account/account')} className="balance-main">
          <div className="balance-label">
            可提现余额（元）
            <RightOutline />
          </div>
          <div className="balance-amount num">{yuan(data.balance, false)}</div>
        </Link>
        <button type="button" className="btn-solid balance-withdraw" onClick={() => navigate(to('account/withdrawMoeny'))}>
          提现
        </button>
      </div>
      <div className="balance-figures">
        <Figure label="今日预估" fen={data.todayEstimate} route="account/preIncome" />
        <Figure label="本月预估" fen={data.monthEstimate} route="account/preIncome" />
        <Figure label="累计入账" fen={data.totalIncome} route="account/account" />
      </div>
    </section>
  );
}
