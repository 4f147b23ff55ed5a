import type { Page } from '@tuike/contract/envelope';
import { Button, Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { FilterBar } from '../../../components/FilterBar';
import { ServerTable } from '../../../components/ServerTable';
import { useCan } from '../../../lib/me';
import { type TableParams, useTableParams } from '../../../lib/table-params';
import { useReviewCounts } from '../api/review-counts';
import { DecisionButtons, type QueueDecisions } from './DecisionButtons';
import { QueueTabs } from './QueueTabs';
import { SelectionBar } from './SelectionBar';
import './ReviewQueue.css';

/** Every queue filters by the submission date: the `dates` range field writes these two. */
type Dated<F extends string> = F | 'from' | 'to';
const DATES = { dates: ['from', 'to'] } as const;

export interface ReviewQueueProps<R extends { id: number }, F extends string> {
  decisions: QueueDecisions<R>;
  /** The queue's page call (features/reviews/api): the filters it reads from the URL, its key and fetcher. */
  filterNames: readonly Dated<F>[];
  queryKey: readonly unknown[];
  fetchPage: (params: TableParams<Dated<F>>) => Promise<Page<R>>;
  /** The filter fields above the table (queue-filters.tsx); a date range is named `dates`. */
  filters: ReactNode;
  /** The status tabs: the filter they write, its waiting value (the queue opens on it) and the decided states. */
  tabs: { name: F; waiting: string; decided: readonly { key: string; label: string }[] };
  /** The queue's own columns; 操作 (the row's decision, and 详情 when there is a drawer) comes last. */
  columns: ColumnsType<R>;
  scrollX: number;
  /** What 待审核 says when nothing waits (no filters set): what will appear there, and when. */
  waitingText: string;
  /** What the queue says when filters or a tab other than 待审核 leave it empty: 没有符合条件的口令. */
  emptyText: string;
  /** The checkbox's label; `选择<noun> <id>` unless the row has a better name. */
  selectLabel?: (row: R) => string;
  /** The row in full, opened by the row's 详情; its own decision buttons close it. */
  drawer?: (row: R | null, close: () => void) => ReactNode;
}

/**
 * A console review queue: the filters, the status tabs with the waiting count, row selection with bulk
 * approval (asks first) and bulk rejection (asks for the reason the promoter reads, common ones a click
 * away), each waiting row's own buttons, and its detail drawer where it has one. The table's state lives
 * in the URL; the selection belongs to the tab it was made in.
 */
export function ReviewQueue<R extends { id: number }, F extends string>(props: ReviewQueueProps<R, F>) {
  const { decisions, filterNames, tabs, drawer } = props;
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(filterNames);
  const [selected, setSelected] = useState<R[]>([]);
  const [open, setOpen] = useState<R | null>(null);
  const clear = () => setSelected([]);
  const waitingTab = (params.filters[tabs.name] ?? tabs.waiting) === tabs.waiting;
  const filtered = Object.keys(params.filters).length > 0;
  const selectLabel = props.selectLabel ?? ((r: R) => `选择${decisions.noun} ${r.id}`);
  const actions: ColumnsType<R> =
    canDecide || drawer
      ? [
          {
            title: '操作',
            key: 'actions',
            width: drawer ? 190 : 120,
            fixed: 'right',
            render: (_: unknown, r: R) => (
              <span>
                {drawer && (
                  <Button type="link" size="small" onClick={() => setOpen(r)}>
                    详情
                  </Button>
                )}
                {decisions.waits(r) && <DecisionButtons decisions={decisions} rows={[r]} />}
              </span>
            ),
          },
        ]
      : [];
  return (
    <div className="review-queue">
      <Card variant="borderless">
        <FilterBar<Dated<F>> names={filterNames} ranges={DATES}>
          {props.filters}
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<Dated<F>>
          filterNames={filterNames}
          name={tabs.name}
          waiting={tabs.waiting}
          decided={tabs.decided}
          count={counts.data?.[decisions.queue]}
          onChange={clear}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={clear}>
            <DecisionButtons decisions={decisions} rows={selected} look="bulk" onDecided={clear} />
          </SelectionBar>
        )}
        <ServerTable<R, Dated<F>>
          queryKey={props.queryKey}
          fetchPage={props.fetchPage}
          filterNames={filterNames}
          columns={[...props.columns, ...actions]}
          rowKey="id"
          scrollX={props.scrollX}
          empty={{ description: waitingTab && !filtered ? props.waitingText : props.emptyText }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected.map((r) => r.id),
                  onChange: (_keys, rows) => setSelected(rows),
                  getCheckboxProps: (r) => ({ disabled: !decisions.waits(r), 'aria-label': selectLabel(r) }),
                }
              : undefined
          }
        />
      </Card>
      {drawer?.(open, () => setOpen(null))}
    </div>
  );
}
