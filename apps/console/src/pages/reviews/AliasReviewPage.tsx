import { ZAliasReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_STATE, type AliasState } from '@tuike/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type AliasReviewRow, ALIAS_FILTERS, aliasQueueKey, fetchAliasQueue } from '../../features/reviews/api/alias-queue';
import { aliasPlatformsKey, fetchAliasPlatforms } from '../../features/reviews/api/alias-platforms';
import type { QueueDecisions } from '../../features/reviews/components/DecisionButtons';
import { PromoterCell } from '../../features/reviews/components/PromoterCell';
import { stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, KeywordFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { WORK_TYPE_LABELS } from '../../features/reviews/labels';

const STATE_COLORS: Record<AliasState, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const reviewing = ALIAS_STATE.reviewing.value;

const decisions: QueueDecisions<AliasReviewRow> = {
  queue: 'aliases',
  noun: '口令',
  waits: (r) => r.state === reviewing,
  approval: (rows, bulk) => ({
    title: !bulk && rows[0] ? `确定通过口令「${rows[0].alias}」吗？` : `确定通过选中的 ${rows.length} 个口令吗？`,
    description: '通过后口令立即生效，回填期限从现在开始计算。',
  }),
};

const columns: ColumnsType<AliasReviewRow> = [
  {
    title: '口令',
    dataIndex: 'alias',
    width: 140,
    render: (alias: string) => <span className="review-queue-strong">{alias}</span>,
  },
  {
    title: '作品',
    key: 'work',
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <span>{r.workTitle}</span>
        <span className="review-queue-muted">
          {WORK_TYPE_LABELS[r.workType]} · {r.taskPlatformName}
        </span>
      </div>
    ),
  },
  {
    title: '推客',
    key: 'promoter',
    width: 190,
    render: (_: unknown, r) => <PromoterCell promoter={r.promoter} priority={r.priority} />,
  },
  submittedColumn('申请时间'),
  stateColumn(190, (r) => ({
    color: STATE_COLORS[r.state],
    // A waiting alias is 待审核 here, as its tab and every other queue say; the app's word for it is 审核中.
    label: r.state === reviewing ? '待审核' : r.stateLabel,
    at: r.state !== reviewing ? r.reviewedAt : null,
    note: r.reason && `原因：${r.reason}`,
  })),
];

/**
 * /admin/reviews/aliases: aliases on manual-review platforms, waiting ones first (oldest at the top),
 * filtered by the alias or work, the task platform, the promoter and the date.
 */
export default function AliasReviewPage() {
  const platforms = useQuery({ queryKey: aliasPlatformsKey, queryFn: fetchAliasPlatforms });
  return (
    <ReviewQueue
      decisions={decisions}
      filterNames={ALIAS_FILTERS}
      queryKey={aliasQueueKey}
      fetchPage={fetchAliasQueue}
      filters={
        <>
          <KeywordFilter schema={ZAliasReviewQuery} label="口令/作品" placeholder="口令或作品名" />
          <Form.Item name="taskPlatformId" label="任务平台">
            <Select
              allowClear
              placeholder="全部平台"
              className="review-queue-filter-select"
              loading={platforms.isPending}
              options={(platforms.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </Form.Item>
          <PromoterFilter schema={ZAliasReviewQuery} />
          <DatesFilter label="申请日期" />
        </>
      }
      tabs={{
        name: 'state',
        waiting: String(reviewing),
        decided: [
          { key: String(ALIAS_STATE.active.value), label: '已通过' },
          { key: String(ALIAS_STATE.rejected.value), label: '已驳回' },
          { key: String(ALIAS_STATE.expired.value), label: '已失效' },
        ],
      }}
      columns={columns}
      scrollX={960}
      waitingText="没有待审核的口令，推客在人工审核的平台申请口令后会出现在这里"
      emptyText="没有符合条件的口令"
      selectLabel={(r) => `选择口令 ${r.alias}`}
    />
  );
}
