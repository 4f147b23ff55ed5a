import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { useEstimateIncome } from '../../features/wallet/api/estimate';
import { EstimateFigures, EstimateSkeleton } from '../../features/wallet/components/EstimateFigures';
import { EstimateSplit } from '../../features/wallet/components/EstimateSplit';
import { yuan } from '../../lib/format';

// chart.js is most of this page's weight: asked for as soon as the page module runs, so it downloads
// while the figures are fetched instead of before the fetch can start.
const chartModule = import('../../features/wallet/components/IncomeChart');
const IncomeChart = lazy(() => chartModule.then((m) => ({ default: m.IncomeChart })));

/** 预估收益: today, yesterday and the months, the last 30 days as a chart, and where they came from. */
export default function PreIncomePage() {
  const estimate = useEstimateIncome();
  const navigate = useNavigate();
  let body;
  if (estimate.isPending) body = <EstimateSkeleton />;
  else if (estimate.isError) body = <ErrorState error={estimate.error} onRetry={() => void estimate.refetch()} />;
  else {
    const d = estimate.data;
    // The chart and both splits cover one window, named on each and adding up to one total.
    const period = `近30天 ${d.window.from.slice(5)} 至 ${d.window.to.slice(5)}`;
    const nothing = d.byWork.length === 0 && d.byPlatform.length === 0 && d.days.every((day) => day.amount === 0);
    body = (
      <PullToRefresh onRefresh={() => estimate.refetch()}>
        <EstimateFigures data={d} />
        {nothing ? (
          <EmptyState
            text="近30天还没有预估收益，推广作品后这里会显示每天的收益"
            action={
              <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
                去推广
              </button>
            }
          />
        ) : (
          <>
            <section className="card estimate-trend" aria-label="近30天趋势">
              <div className="estimate-split-top">
                <h2 className="estimate-split-title">
                  每日趋势<span className="estimate-split-period">{period}</span>
                </h2>
                <span className="estimate-split-total">
                  合计 <span className="num">{yuan(d.window.total)}</span>
                </span>
              </div>
              <Suspense fallback={<Shimmer className="estimate-skeleton-chart" />}>
                <IncomeChart days={d.days} />
              </Suspense>
            </section>
            <EstimateSplit title="按作品" period={period} total={d.window.total} rows={d.byWork} />
            <EstimateSplit title="按任务平台" period={period} total={d.window.total} rows={d.byPlatform} withDataUpTo />
            <p className="estimate-note">预估收益以平台回传数据计算，结算后以实际入账为准</p>
          </>
        )}
      </PullToRefresh>
    );
  }
  return <PageShell>{body}</PageShell>;
}
