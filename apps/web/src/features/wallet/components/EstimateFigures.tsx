import type { EstimateIncome } from '@tuike/contract/wallet';
import { Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { FiguresHead } from './FiguresHead';
import './estimate.css';

/**
 * Today and this month large, yesterday and last month beside them for comparison; each names its days,
 * and the note says which lines they hold (every status, so they may exceed what was credited).
 */
export function EstimateFigures({ data }: { data: EstimateIncome }) {
  return (
    <FiguresHead
      label="预估收益"
      figures={[
        {
          label: '今日预估',
          fen: data.today,
          sub: (
            <>
              昨日 <span className="num">{yuan(data.yesterday)}</span>
            </>
          ),
        },
        {
          label: '本月预估（1日起）',
          fen: data.thisMonth,
          sub: (
            <>
              上月 <span className="num">{yuan(data.lastMonth)}</span>
            </>
          ),
        },
      ]}
    >
      <p className="estimate-figures-note">含预估、已结算、已入账的全部收益，退款等调整已扣除</p>
    </FiguresHead>
  );
}

export function EstimateSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Shimmer className="estimate-skeleton-figures" />
      <div className="card">
        <Shimmer className="estimate-skeleton-chart" />
      </div>
      <div className="card estimate-skeleton-rows">
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} className="estimate-skeleton-row" />
        ))}
      </div>
    </div>
  );
}
