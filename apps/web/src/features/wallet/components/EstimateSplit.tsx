import type { EstimateIncome } from '@tuike/contract/wallet';
import { yuan } from '../../../lib/format';
import './estimate.css';

type Row = EstimateIncome['byWork'][number] & { dataUpTo?: string | null };

interface Props {
  title: string;
  /** The window the rows split: its name and its total, which the rows add up to. */
  period: string;
  total: number;
  rows: readonly Row[];
  withDataUpTo?: boolean;
}

/**
 * One split of the estimate's window (by work or by task platform): its total, then each row's amount,
 * its share of the whole and a bar scaled to the largest. Adjustments can make a row negative; its bar
 * is then empty.
 */
export function EstimateSplit({ title, period, total, rows, withDataUpTo }: Props) {
  const sum = rows.reduce((s, r) => s + Math.max(0, r.amount), 0);
  const largest = rows.reduce((m, r) => Math.max(m, r.amount), 0);
  return (
    <section className="card estimate-split" aria-label={title}>
      <div className="estimate-split-top">
        <h2 className="estimate-split-title">
          {title}
          <span className="estimate-split-period">{period}</span>
        </h2>
        <span className="estimate-split-total">
          合计 <span className="num">{yuan(total)}</span>
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="estimate-split-none">近30天暂无数据</p>
      ) : (
        <ul className="estimate-split-list">
          {rows.map((r) => {
            const share = sum > 0 ? Math.round((Math.max(0, r.amount) / sum) * 1000) / 10 : 0;
            const width = largest > 0 ? (Math.max(0, r.amount) / largest) * 100 : 0;
            return (
              <li key={r.id ?? 'none'} className="estimate-split-row">
                <div className="estimate-split-head">
                  <span className="estimate-split-name ellipsis-1">{r.name}</span>
                  <span className="estimate-split-amount num">{yuan(r.amount)}</span>
                </div>
                <div className="estimate-split-bar" aria-hidden="true">
                  <div className="estimate-split-fill" style={{ width: `${width}%` }} />
                </div>
                <div className="estimate-split-foot">
                  <span>占比 {share}%</span>
                  {withDataUpTo && <span>{r.dataUpTo ? `数据更新至 ${r.dataUpTo}` : '暂无数据更新'}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
