import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallData } from '@tuike/contract/call-types';
import { to } from '../../../app/route-table';
import { TeamIcon } from '../../../components/icons';
import { ListEnd } from '../../../components/PagedList';
import { PullToRefresh } from '../../../components/PullToRefresh';
import { EmptyState, ErrorState, Shimmer } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { useAliasDaily } from '../api/aliases';
import './DailyStats.css';

type DailyPage = CallData<'GET /api/worksAlias/DailyStats'>;
type Day = DailyPage['records'][number];

/** A page of the report carries the totals; a failed page (paging's empty stand-in) does not. */
const hasTotals = (p: object | undefined): p is DailyPage => p !== undefined && 'totalNewUsers' in p;

function DayRow({ day }: { day: Day }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="laxin-day">
      <button
        type="button"
        className="laxin-day-row"
        aria-expanded={open}
        aria-label={`${day.date} 新用户 ${day.newUsers} 收益 ${yuan(day.income)}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="laxin-date num">{day.date}</span>
        <span className="laxin-cell num">{day.newUsers}</span>
        <span className="laxin-cell num laxin-income">{yuan(day.income)}</span>
        <span className={open ? 'laxin-arrow laxin-arrow-open' : 'laxin-arrow'} aria-hidden="true">
          ›
        </span>
      </button>
      {open && (
        <ul className="laxin-split" aria-label={`${day.date} 各关键词`}>
          {day.aliases.map((a) => (
            <li key={a.aliasId} className="laxin-split-row">
              <span className="ellipsis-1 laxin-date">「{a.alias}」</span>
              <span className="laxin-cell num">{a.newUsers}</span>
              <span className="laxin-cell num">{yuan(a.income)}</span>
              <span className="laxin-arrow" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function DailySkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Shimmer className="laxin-skeleton-total" />
      <div className="card laxin-table">
        {Array.from({ length: 6 }, (_, i) => (
          <Shimmer key={i} className="laxin-skeleton-row" />
        ))}
      </div>
    </div>
  );
}

/** New users and income reported per day (newest first), each day opening to its split by alias. */
export function DailyStats({ aliasId }: { aliasId?: number }) {
  const navigate = useNavigate();
  const list = useAliasDaily(aliasId);
  if (list.isPending) return <DailySkeleton />;
  if (list.firstPageFailed) return <ErrorState error={list.firstPageError} onRetry={() => void list.refetch()} />;
  const first = list.data?.pages[0];
  const totals = hasTotals(first) ? first : { totalNewUsers: 0, totalIncome: 0 };
  if (list.records.length === 0)
    return (
      <EmptyState
        icon={<TeamIcon />}
        text="还没有拉新数据，数据通常在次日更新"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('myKeyWord/myKeyWord'))}>
            查看我的关键词
          </button>
        }
      />
    );
  return (
    <PullToRefresh onRefresh={() => list.refetch()}>
      <section className="laxin-total" aria-label="合计">
        <div>
          <div className="num laxin-total-value">{totals.totalNewUsers}</div>
          <div>累计新用户</div>
        </div>
        <div>
          <div className="num laxin-total-value">{yuan(totals.totalIncome)}</div>
          <div>累计收益</div>
        </div>
      </section>
      <div className="card laxin-table">
        <div className="laxin-head" aria-hidden="true">
          <span className="laxin-date">日期</span>
          <span className="laxin-cell">新用户</span>
          <span className="laxin-cell">收益</span>
          <span className="laxin-arrow" />
        </div>
        <ul className="laxin-days">
          {list.records.map((d) => (
            <DayRow key={d.date} day={d} />
          ))}
        </ul>
      </div>
      <ListEnd list={list} />
      <p className="laxin-note">数据来自平台每日回传，T+1 更新，最终以结算为准。</p>
    </PullToRefresh>
  );
}
