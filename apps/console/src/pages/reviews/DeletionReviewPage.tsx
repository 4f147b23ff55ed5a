import { ZDeletionReviewQuery } from '@tuike/contract/admin-reviews';
import { type DeletionStatus } from '@tuike/contract/deletion-status';
import { formatFen } from '@tuike/contract/money-format';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DateTime, formatDateTime } from '../../components/DateTime';
import { Money } from '../../components/Money';
import {
  DELETION_FILTERS,
  type DeletionReviewRow,
  deletionQueueKey,
  fetchDeletionQueue,
} from '../../features/reviews/api/deletion-queue';
import type { QueueDecisions } from '../../features/reviews/components/DecisionButtons';
import { PromoterCell } from '../../features/reviews/components/PromoterCell';
import { stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';

const STATUS_COLORS: Record<DeletionStatus, string> = {
  pending: 'processing',
  withdrawn: 'default',
  done: 'error',
  rejected: 'warning',
};

const ENDS = '注销后推客无法再登录，手机号、昵称等资料清除，口令失效、推广账号解绑，且不可撤销。';

/** What stays behind in money, said before the account ends. */
const leftBehind = (rows: readonly Pick<DeletionReviewRow, 'balance' | 'frozen'>[]) => {
  const balance = rows.reduce((sum, r) => sum + r.balance, 0);
  const frozen = rows.reduce((sum, r) => sum + r.frozen, 0);
  const inFlight = frozen > 0 ? `，提现中 ${formatFen(frozen)} 仍由财务处理` : '';
  return `余额 ${formatFen(balance)} 将留在已注销账号中${inFlight}。${ENDS}`;
};

const blocked = (r: DeletionReviewRow) =>
  r.inGracePeriod
    ? `撤销期至 ${formatDateTime(r.withdrawUntil).slice(0, 16)}，期间推客重新登录即可撤销，届时才能通过`
    : undefined;

const decisions: QueueDecisions<DeletionReviewRow> = {
  queue: 'deletions',
  noun: '注销申请',
  waits: (r) => r.status === 'pending',
  approval: (rows, bulk) => {
    const [row] = rows;
    const description = <span className="review-queue-confirm">{leftBehind(rows)}</span>;
    if (!bulk && row)
      return {
        title: `确定注销「${row.promoter.nickname}」（推客号 ${row.promoter.promoterNo}）的账号吗？`,
        description,
        blocked: blocked(row),
      };
    const inGrace = rows.filter((r) => r.inGracePeriod).length;
    return {
      title: `确定注销选中的 ${rows.length} 个账号吗？`,
      description,
      blocked: inGrace > 0 ? `选中的申请中有 ${inGrace} 条仍在撤销期内，届时才能通过` : undefined,
    };
  },
};

const columns: ColumnsType<DeletionReviewRow> = [
  { title: '推客', key: 'promoter', width: 190, render: (_: unknown, r) => <PromoterCell promoter={r.promoter} /> },
  {
    title: '注销原因',
    dataIndex: 'reason',
    render: (reason: string | null) => reason ?? <span className="review-queue-muted">未填写</span>,
  },
  {
    ...submittedColumn<DeletionReviewRow>('申请时间 / 撤销期至'),
    width: 190,
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <DateTime value={r.createdAt} />
        <span className="review-queue-muted">
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
      <div className="review-queue-stack">
        <Money fen={r.balance} />
        <span className="review-queue-muted">
          <Money fen={r.frozen} />
        </span>
      </div>
    ),
  },
  stateColumn(190, (r) => ({
    color: STATUS_COLORS[r.status],
    label: r.statusLabel,
    at: r.resolvedAt,
    note: r.decisionReason && `原因：${r.decisionReason}`,
  })),
];

/**
 * /admin/reviews/deletions: account deletion applications. Approval waits for the grace period (the
 * promoter may still withdraw by logging in), names the promoter and the money left behind, and ends
 * the account; rejection keeps it, with a reason.
 */
export default function DeletionReviewPage() {
  return (
    <ReviewQueue
      decisions={decisions}
      filterNames={DELETION_FILTERS}
      queryKey={deletionQueueKey}
      fetchPage={fetchDeletionQueue}
      filters={
        <>
          <PromoterFilter schema={ZDeletionReviewQuery} />
          <DatesFilter label="申请日期" />
        </>
      }
      tabs={{
        name: 'status',
        waiting: 'pending',
        decided: [
          { key: 'done', label: '已注销' },
          { key: 'rejected', label: '已驳回' },
          { key: 'withdrawn', label: '已撤销' },
        ],
      }}
      columns={columns}
      scrollX={960}
      waitingText="没有待审核的注销申请，推客申请注销账号后会出现在这里"
      emptyText="没有符合条件的注销申请"
      selectLabel={(r) => `选择 ${r.promoter.nickname} 的注销申请`}
    />
  );
}
