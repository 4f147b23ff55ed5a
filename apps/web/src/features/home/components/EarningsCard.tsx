import { RightIcon } from '../../../components/icons';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { useIsLoggedIn } from '../../../lib/session';
import { useHomeData } from '../../profile/api/home-data';

const cardStyle = {
  margin: '12px 12px 0',
  padding: 16,
  borderRadius: 12,
  color: '#fff',
  background: 'linear-gradient(120deg, #2b2f3a 0%, #454b5c 100%)',
} as const;

function Figure({ label, fen }: { label: string; fen: number }) {
  return (
    <div style={{ flex: 1 }}>
      <div className="num" style={{ fontSize: 17 }}>
        {yuan(fen, false)}
      </div>
      <div style={{ fontSize: 12, opacity: 0.7 }}>{label}</div>
    </div>
  );
}

/** Balance and estimated income at a glance; visitors get the reason to log in. */
export function EarningsCard() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { data, isPending } = useHomeData();
  if (!loggedIn) {
    return (
      <div style={{ ...cardStyle, display: 'flex', alignItems: 'center', gap: 12 }}>
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: 16, fontWeight: 600 }}>推广短剧小说，轻松赚收益</div>
          <div style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>登录后查看今日预估收益与可提现余额</div>
        </div>
        <button type="button" className="btn-solid" onClick={() => navigate(to('login/login'))}>
          登录/注册
        </button>
      </div>
    );
  }
  if (isPending || !data) return <Shimmer style={{ ...cardStyle, height: 132 }} />;
  return (
    <Link to={to('account/account')} style={{ ...cardStyle, display: 'block' }}>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 13, opacity: 0.8 }}>
        可提现余额（元）
        <RightIcon style={{ marginLeft: 'auto' }} />
      </div>
      <div className="num" style={{ fontSize: 30, margin: '4px 0 12px', color: '#ffd8bf' }}>
        {yuan(data.balance, false)}
      </div>
      <div style={{ display: 'flex' }}>
        <Figure label="今日预估" fen={data.todayEstimate} />
        <Figure label="昨日预估" fen={data.yesterdayEstimate} />
        <Figure label="本月预估" fen={data.monthEstimate} />
      </div>
    </Link>
  );
}
