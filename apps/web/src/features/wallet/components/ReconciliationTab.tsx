import type { Reconciliation } from '@tuike/contract/admin-settlement';
import { RECONCILIATION_REASON_LABELS } from '@tuike/contract/settlement-rules';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PullToRefresh } from '../../../components/PullToRefresh';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/StateViews';
import { useMyReconciliation } from '../api/reconciliation';
import { yuan } from '../../../lib/format';
import { FiguresHead } from './FiguresHead';
import './ReconciliationTab.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function Report({ data }: { data: Reconciliation }) {
  return (
    <>
      <FiguresHead
        label="本月对账"
        figures={[
          { label: '预估收益', fen: data.estimated },
          { label: '结算收益', fen: data.settled },
        ]}
      >
        <p className="recon-figures-diff">
          结算与预估相差 <span className="num">{yuan(data.difference)}</span>
        </p>
      </FiguresHead>
      <section className="card" aria-label="差额原因">
        <h2 className="recon-title">差额原因</h2>
        {data.explained.length === 0 ? (
          <p className="recon-none">预估与结算一致，没有差额</p>
        ) : (
          <ul className="recon-list">
            {data.explained.map((e) => (
              <li key={e.reason} className="recon-row">
                <span>
                  {RECONCILIATION_REASON_LABELS[e.reason]}
                  <span className="recon-rows">{e.rows} 条</span>
                </span>
                <span className={`num recon-amount ${e.amount < 0 ? 'recon-minus' : ''}`}>{yuan(e.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {data.unexplained !== 0 && (
          <p className="recon-pending">
            另有 <span className="num">{yuan(data.unexplained)}</span> 正在核对，核对后会计入上面的原因
          </p>
        )}
      </section>
      {data.byPlatform.length > 0 && (
        <section className="card" aria-label="按任务平台">
          <h2 className="recon-title">按任务平台</h2>
          <ul className="recon-list">
            {data.byPlatform.map((p) => (
              <li key={p.taskPlatformId} className="recon-platform">
                <span className="recon-platform-name">{p.taskPlatformName}</span>
                <span className="recon-platform-figures">
                  预估 <span className="num">{yuan(p.estimated)}</span> · 结算 <span className="num">{yuan(p.settled)}</span>
                </span>
                <span className="recon-platform-upto">{p.dataUpTo ? `数据更新至 ${p.dataUpTo}` : '暂无数据更新'}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="recon-note">预估收益以平台回传数据计算，结算收益以平台结算报表为准，差额按原因列出</p>
    </>
  );
}

/**
 * 对账 (a tab of 推广收益, loaded only when opened): for a month, my estimated vs settled income and each
 * difference explained (refunds, 扣量, unmatched rows…), then by task platform with how recent its data
 * is. The month is in the URL beside the tab.
 */
export function ReconciliationTab() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const thisMonth = dayjs().format('YYYY-MM');
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) && asked <= thisMonth ? asked : thisMonth;
  const report = useMyReconciliation(month);
  const shift = (n: number) =>
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        q.set('month', dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM'));
        return q;
      },
      { replace: true },
    );

  let body;
  if (report.isPending) body = <ListSkeleton rows={3} cover={false} />;
  else if (report.isError) body = <ErrorState error={report.error} subject="对账" onRetry={() => void report.refetch()} />;
  else if (report.data.estimated === 0 && report.data.settled === 0 && report.data.explained.length === 0)
    body = (
      <EmptyState
        text="这个月还没有收益，推广作品后这里会对比预估与结算"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
            去推广
          </button>
        }
      />
    );
  else body = <Report data={report.data} />;

  return (
    <>
      <nav className="recon-month" aria-label="月份">
        <button type="button" className="recon-month-btn" aria-label="上个月" onClick={() => shift(-1)}>
          ‹
        </button>
        <span className="recon-month-label">{dayjs(`${month}-01`).format('YYYY年M月')}</span>
        <button
          type="button"
          className="recon-month-btn"
          aria-label="下个月"
          disabled={month >= thisMonth}
          onClick={() => shift(1)}
        >
          ›
        </button>
      </nav>
      <PullToRefresh onRefresh={() => report.refetch()}>{body}</PullToRefresh>
    </>
  );
}
