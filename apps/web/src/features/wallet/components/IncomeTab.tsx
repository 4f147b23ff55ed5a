import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { EmptyState, ListSkeleton } from '../../../components/StateViews';
import { TabStrip } from '../../../components/TabStrip';
import { INCOME_STATUS_LABELS } from '@tuike/contract/money-status';
import { yuan } from '../../../lib/format';
import { INCOME_STATUSES, useIncomeLines } from '../api/income';
import type { DatePreset, IncomeFilter } from '../api/keys';
import { DateRangeField } from './DateRangeField';
import { IncomeLineItem } from './IncomeLineItem';
import { ProvenanceSheet } from './ProvenanceSheet';
import './IncomeTab.css';

const PRESETS = [
  { key: '0', title: '全部' },
  { key: '1', title: '今天' },
  { key: '2', title: '近7天' },
  { key: '3', title: '自定义' },
] as const;
type PresetKey = (typeof PRESETS)[number]['key'];

const presetOf = (value: string | null): PresetKey => PRESETS.find((p) => p.key === value)?.key ?? '0';
const ymdOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : null);

/** A custom range starts as the last 30 days, today included. */
const defaultRange = () => ({ start: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), end: dayjs().format('YYYY-MM-DD') });

/**
 * 收益明细: income lines by date preset with the preset's total; a line opens its provenance. The preset
 * and range live in the URL, so coming back from an alias page shows the same lines.
 */
export function IncomeTab() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const preset = presetOf(params.get('date'));
  const fallback = defaultRange();
  const start = ymdOf(params.get('start')) ?? fallback.start;
  const end = ymdOf(params.get('end')) ?? fallback.end;
  const dateType = Number(preset) as DatePreset;
  const filter: IncomeFilter = dateType === 3 ? { dateType, startDate: start, endDate: end } : { dateType };
  const { list, total, byStatus, rangeError } = useIncomeLines(filter);

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next))
          if (v === null) q.delete(k);
          else q.set(k, v);
        return q;
      },
      { replace: true },
    );
  const choosePreset = (key: PresetKey) =>
    update(key === '3' ? { date: key, start, end } : { date: key === '0' ? null : key, start: null, end: null });

  const rangeLabel = dateType === 3 ? `${start} 至 ${end}` : PRESETS[dateType].title;
  return (
    <>
      <TabStrip
        variant="capsule"
        label="日期"
        items={PRESETS}
        active={preset}
        onChange={choosePreset}
        className="income-presets"
      />
      {dateType === 3 && (
        <DateRangeField start={start} end={end} error={rangeError} onChange={(r) => update({ date: '3', ...r })} />
      )}
      {total !== null && (
        // The total holds every status; its parts say so and add up to it (issue 20: a 合计 beside the
        // wallet's 累计收益 read as a contradiction while it counted lines not yet credited).
        <section className="income-total" aria-label="收益合计">
          <div className="income-total-head">
            <span>{rangeLabel} 合计</span>
            <span className={total < 0 ? 'num income-amount-negative' : 'num'}>{yuan(total)}</span>
          </div>
          {byStatus && (
            <div className="income-total-parts">
              {/* A status with nothing in it is left out: settled lines are credited as they are imported, so
                  已结算 ¥0.00 would sit beside every new total. The parts still add up to it. */}
              {INCOME_STATUSES.filter((s) => byStatus[s] !== 0).map((s) => (
                <span key={s}>
                  {INCOME_STATUS_LABELS[s]} <span className="num">{yuan(byStatus[s])}</span>
                </span>
              ))}
            </div>
          )}
        </section>
      )}
      {rangeError ? (
        <EmptyState text="请调整日期范围后再查看" />
      ) : (
        <PagedList
          list={list}
          itemKey={(l) => l.id}
          renderItem={(l) => <IncomeLineItem line={l} onOpen={() => setOpenId(l.id)} />}
          skeleton={<ListSkeleton cover={false} rows={5} />}
          empty={
            dateType === 0
              ? {
                  text: '还没有收益，申请作品口令开始推广吧',
                  action: (
                    <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
                      去推广
                    </button>
                  ),
                }
              : {
                  text: `${rangeLabel} 没有收益`,
                  action: (
                    <button type="button" className="btn-outline" onClick={() => choosePreset('0')}>
                      查看全部收益
                    </button>
                  ),
                }
          }
        />
      )}
      <ProvenanceSheet id={openId} onOpen={setOpenId} onClose={() => setOpenId(null)} />
    </>
  );
}
