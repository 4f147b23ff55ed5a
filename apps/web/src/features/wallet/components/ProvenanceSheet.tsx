import type { IncomeDetail } from '@tuike/contract/wallet';
import { Sheet } from '../../../components/Sheet';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { EmptyState, ErrorState, Shimmer } from '../../../components/StateViews';
import { percentFromBps, yuan } from '../../../lib/format';
import { dateTime } from '../../../lib/format-date';
import { useIncomeDetail } from '../api/income';
import { signedYuan } from '../format';
import './IncomeLineItem.css';
import './ProvenanceSheet.css';

type Provenance = IncomeDetail['provenance'];

const MATCHED_BY_LABEL: Record<IncomeDetail['matchedBy'], string> = { alias: '口令', uid: 'UID', link: '作品链接' };
const SOURCE_LABEL: Record<Provenance['source'], string> = {
  report: '平台数据报表',
  manual: '人工录入',
  'demo-seed': '演示数据',
};

function SheetSkeleton() {
  return (
    <div aria-busy="true" aria-label="来源加载中" className="provenance-skeleton">
      <Shimmer className="provenance-skeleton-head" />
      {[0, 1, 2, 3].map((i) => (
        <Shimmer key={i} className="provenance-skeleton-line" />
      ))}
    </div>
  );
}

function Facts({ title, rows }: { title: string; rows: ReadonlyArray<readonly [string, ReactNode] | false> }) {
  return (
    <section className="provenance-section" aria-label={title}>
      <h3>{title}</h3>
      <dl className="provenance-facts">
        {rows.map(
          (row) =>
            row && (
              <div key={row[0]}>
                <dt>{row[0]}</dt>
                <dd>{row[1]}</dd>
              </div>
            ),
        )}
      </dl>
    </section>
  );
}

function Detail({ id, onOpen, onClose }: { id: number; onOpen: (id: number) => void; onClose: () => void }) {
  const { data: d, isPending, error, refetch } = useIncomeDetail(id);
  if ((error as { code?: number } | null)?.code === 404)
    return (
      <EmptyState
        text="这条收益不存在或已被撤销"
        action={
          <button type="button" className="btn-outline" onClick={onClose}>
            返回列表
          </button>
        }
      />
    );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <SheetSkeleton />;
  const p = d.provenance;
  const adjustment = p.adjustment;
  return (
    <>
      <div className="provenance-head">
        <div className={d.amount < 0 ? 'provenance-amount income-amount-negative num' : 'provenance-amount num'}>
          {signedYuan(d.amount)}
        </div>
        <div className="provenance-head-tags">
          {d.isAdjustment && <span className="income-tag-adjust">调整</span>}
          <span className={`income-status income-status-${d.status}`}>{d.statusLabel}</span>
        </div>
      </div>
      <Facts
        title="推广作品"
        rows={[
          ['作品', d.workTitle ?? '未关联作品'],
          ['任务平台', d.taskPlatformName],
          ['收益日期', d.incomeDate],
        ]}
      />
      <Facts
        title="匹配依据"
        rows={[
          ['匹配方式', MATCHED_BY_LABEL[d.matchedBy]],
          [
            '匹配内容',
            <span className="provenance-matched">{d.matchedName ? `${d.matchedName}（UID ${d.matched}）` : d.matched}</span>,
          ],
          p.aliasId !== null && [
            '口令详情',
            <Link
              className="provenance-link"
              to={to('myKeyWord/worksDetail', { aliasId: p.aliasId, workId: d.workId ?? undefined })}
            >
              查看口令与回填
            </Link>,
          ],
        ]}
      />
      <Facts
        title="数据来源"
        rows={[
          ['来源', SOURCE_LABEL[p.source]],
          ['报表', p.batch],
          ['报表行', `第 ${p.row} 行`],
        ]}
      />
      <Facts
        title="计价规则"
        rows={[
          ['规则', p.rule],
          p.shareBps !== null && ['分成比例', percentFromBps(p.shareBps)],
          p.unitPrice !== null && ['单价', yuan(p.unitPrice)],
          p.baseAmount !== null && ['计费金额', yuan(p.baseAmount)],
        ]}
      />
      {adjustment && (
        <Facts
          title="调整说明"
          rows={[
            ['原因', adjustment.reason],
            [
              '调整的收益',
              <button type="button" className="provenance-link link-btn" onClick={() => onOpen(adjustment.ofLineId)}>
                查看原收益
              </button>,
            ],
          ]}
        />
      )}
      <p className="provenance-foot">记录于 {dateTime(d.createdAt)}</p>
    </>
  );
}

/** Why I was paid this: an income line's provenance in a bottom sheet; an adjustment links the line it corrects. */
export function ProvenanceSheet({
  id,
  onOpen,
  onClose,
}: {
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <Sheet visible={id !== null} onClose={onClose} bodyClassName="provenance-sheet" destroyOnClose>
      <div role="dialog" aria-label="收益来源" className="provenance-inner">
        <div className="provenance-bar">
          <h2>收益来源</h2>
          <button type="button" className="icon-btn" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {id !== null && <Detail key={id} id={id} onOpen={onOpen} onClose={onClose} />}
      </div>
    </Sheet>
  );
}
