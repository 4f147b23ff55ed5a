import { ZDeletionReviewQuery } from '@tuike/contract/admin-reviews';
import { type DeletionStatus } from '@tuike/contract/deletion-status';
import { formatFen } from '@tuike/contract/money-format';
import { Card, DatePicker, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime, formatDateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import {
  DELETION_FILTERS,
  type DeletionFilter,
  type DeletionReviewRow,
  deletionQueueKey,
  fetchDeletionQueue,
} from '../../features/reviews/api/deletion-queue';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { PromoterCell } from '../../features/reviews/components/PromoterCell';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const STATUS_COLORS: Record<DeletionStatus, string> = {
  pending: 'processing',
  withdrawn: 'default',
  done: 'error',
  rejected: 'warning',
};

const ENDS = '注销后推客无法再登录，手机号、昵称等资料清除，口令失效、推广账号解绑，且不可撤销。';

/** What stays behind in money, said before the account ends. */
const leftBehind = (rows: Pick<DeletionReviewRow, 'balance' | 'frozen'>[]) => {
  const balance = rows.reduce((sum, r) => sum + r.balance, 0);
  const frozen = rows.reduce((sum, r) => sum + r.frozen, 0);
  const inFlight = frozen > 0 ? `，提现中 ${formatFen(frozen)} 仍由财务处理` : '';
  return `余额 ${formatFen(balance)} 将留在已注销账号中${inFlight}。${ENDS}`;
};

const blocked = (r: DeletionReviewRow) =>
  r.inGracePeriod
    ? `撤销期至 ${formatDateTime(r.withdrawUntil).slice(0, 16)}，期间推客重新登录即可撤销，届时才能通过`
    : undefined;

function columns(canDecide: boolean): ColumnsType<DeletionReviewRow> {
  return [
    { title: '推客', key: 'promoter', width: 190, render: (_: unknown, r) => <PromoterCell promoter={r.promoter} /> },
    {
      title: '注销原因',
      dataIndex: 'reason',
      render: (reason: string | null) => reason ?? <span className="review-page-muted">未填写</span>,
    },
    {
      title: '申请时间 / 撤销期至',
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 190,
      sorter: true,
      // The queue runs oldest first already: the first click turns it round.
      sortDirections: ['descend', 'ascend'],
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <DateTime value={r.createdAt} />
          <span className="review-page-muted">
            至 <DateTime value={r.withdrawUntil} />
          </span>
          {r.status === 'pending' && (r.inGracePeriod ? <Tag color="orange">撤销期内</Tag> : <Tag color="green">可审核</Tag>)}
        </div>
      ),
    },
    {
      title: '余额 / 提现中',
      key: 'money',
      width: 130,
      align: 'right',
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <Money fen={r.balance} />
          <span className="review-page-muted">
            <Money fen={r.frozen} />
          </span>
        </div>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 190,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>
            <Tag color={STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>
            {r.resolvedAt && <DateTime value={r.resolvedAt} />}
          </span>
          {r.decisionReason && <span className="review-page-reason">原因：{r.decisionReason}</span>}
        </div>
      ),
    },
    ...(canDecide
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, r: DeletionReviewRow) =>
              r.status === 'pending' ? (
                <DecisionButtons
                  queue="deletions"
                  ids={[r.id]}
                  noun="注销申请"
                  approveTitle={`确定注销「${r.promoter.nickname}」（推客号 ${r.promoter.promoterNo}）的账号吗？`}
                  approveDescription={<span className="review-page-confirm">{leftBehind([r])}</span>}
                  approveBlocked={blocked(r)}
                />
              ) : null,
          },
        ]
      : []),
  ];
}

/**
 * /admin/reviews/deletions: account deletion applications. Approval waits for the grace period (the
 * promoter may still withdraw by logging in), names the promoter and the money left behind, and ends
 * the account; rejection keeps it, with a reason.
 */
export default function DeletionReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(DELETION_FILTERS);
  const [selected, setSelected] = useState<DeletionReviewRow[]>([]);
  const waitingTab = (params.filters.status ?? 'pending') === 'pending';
  const ids = selected.map((r) => r.id);
  const inGrace = selected.filter((r) => r.inGracePeriod).length;
  return (
    <div className="review-page">
      <Card variant="borderless">
        <FilterBar<DeletionFilter> names={DELETION_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZDeletionReviewQuery, 'promoter')]}>
            <Input allowClear placeholder="手机号、推客号或昵称" />
          </Form.Item>
          <Form.Item name="dates" label="申请日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<DeletionFilter>
          filterNames={DELETION_FILTERS}
          name="status"
          waiting="pending"
          decided={[
            { key: 'done', label: '已注销' },
            { key: 'rejected', label: '已驳回' },
            { key: 'withdrawn', label: '已撤销' },
          ]}
          count={counts.data?.deletions}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="deletions"
              ids={ids}
              noun="注销申请"
              bulk
              approveTitle={`确定注销选中的 ${selected.length} 个账号吗？`}
              approveDescription={<span className="review-page-confirm">{leftBehind(selected)}</span>}
              approveBlocked={inGrace > 0 ? `选中的申请中有 ${inGrace} 条仍在撤销期内，届时才能通过` : undefined}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<DeletionReviewRow, DeletionFilter>
          queryKey={deletionQueueKey}
          fetchPage={fetchDeletionQueue}
          filterNames={DELETION_FILTERS}
          columns={columns(canDecide)}
          rowKey="id"
          scrollX={960}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的注销申请' }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: ids,
                  onChange: (_keys, rows) => setSelected(rows),
                  getCheckboxProps: (r) => ({
                    disabled: r.status !== 'pending',
                    'aria-label': `选择 ${r.promoter.nickname} 的注销申请`,
                  }),
                }
              : undefined
          }
        />
      </Card>
    </div>
  );
}
