import type { EstimateIncome } from '@tuike/contract/wallet';
import { Shimmer } from '../../../components/StateViews';
import { totalYuan } from '../format';
import './estimate.css';

/** Today and this month large, yesterday and last month beside them for comparison. */
export function EstimateFigures({ data }: { data: EstimateIncome }) {
  return (
    <section className="estimate-figures" aria-label="预估收益">
      <div className="estimate-figure">
        <span className="estimate-figure-label">今日预估</span>
        <span className="estimate-figure-value num">{totalYuan(data.today)}</span>
        <span className="estimate-figure-prev">
          昨日 <span className="num">{totalYuan(data.yesterday)}</span>
        </span>
      </div>
      <div className="estimate-figure">
        <span className="estimate-figure-label">本月预估</span>
        <span className="estimate-figure-value num">{totalYuan(data.thisMonth)}</span>
        <span className="estimate-figure-prev">
          上月 <span className="num">{totalYuan(data.lastMonth)}</span>
        </span>
      </div>
    </section>
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
