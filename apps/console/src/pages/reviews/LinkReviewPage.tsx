import { ZLinkReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import type { ColumnsType } from 'antd/es/table';
import { fetchLinkQueue, LINK_FILTERS, type LinkReviewRow, linkQueueKey } from '../../features/reviews/api/link-queue';
import type { QueueDecisions } from '../../features/reviews/components/DecisionButtons';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { AccountCell, stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, KeywordFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { DECISION_STATE_COLORS, WORK_TYPE_LABELS } from '../../features/reviews/labels';

const pending = ALIAS_LINK_STATE.pending.value;

const decisions: QueueDecisions<LinkReviewRow> = {
  queue: 'links',
  noun: '回填',
  waits: (r) => r.state === pending,
  approval: (rows) => ({
    title: rows.length === 1 ? '确定通过这条回填吗？' : `确定通过选中的 ${rows.length} 条回填吗？`,
    description: '请先打开链接，确认作品由该账号发布且展示了口令。通过后回填生效并计入结算。',
  }),
};

const columns: ColumnsType<LinkReviewRow> = [
  {
    title: '作品链接与发布账号',
    key: 'link',
    width: 300,
    render: (_: unknown, r) => (
      <AccountCell platform={r.platform} platformLabel={r.platformLabel} uid={r.accountUid} bound={r.accountBound} url={r.url}>
        {r.accountNickname}
      </AccountCell>
    ),
  },
  {
    title: '口令 / 作品 / 推客',
    key: 'alias',
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <span className="review-queue-strong">{r.alias}</span>
        <span className="review-queue-muted">
          {r.workTitle} · {WORK_TYPE_LABELS[r.workType]} · {r.taskPlatformName}
        </span>
        <span className="review-queue-muted">
          {r.promoter.nickname} · 推客号 {r.promoter.promoterNo}
          <PriorityTag priority={r.priority} />
        </span>
      </div>
    ),
  },
  submittedColumn('回填时间'),
  stateColumn(190, (r) => ({
    color: DECISION_STATE_COLORS[r.state],
    label: r.stateLabel,
    at: r.reviewedAt,
    note: r.reason && `原因：${r.reason}`,
  })),
];

/**
 * /admin/reviews/links: back-filled links awaiting review, the link (opens in a new tab) beside the
 * media account's platform and UID (copy button), with the alias and work; bulk decisions as for aliases.
 */
export default function LinkReviewPage() {
  return (
    <ReviewQueue
      decisions={decisions}
      filterNames={LINK_FILTERS}
      queryKey={linkQueueKey}
      fetchPage={fetchLinkQueue}
      filters={
        <>
          <KeywordFilter schema={ZLinkReviewQuery} label="关键词" placeholder="口令、作品、UID 或账号昵称" />
          <MediaPlatformFilter />
          <PromoterFilter schema={ZLinkReviewQuery} />
          <DatesFilter label="回填日期" />
        </>
      }
      tabs={{
        name: 'state',
        waiting: String(pending),
        decided: [
          { key: String(ALIAS_LINK_STATE.effective.value), label: '已通过' },
          { key: String(ALIAS_LINK_STATE.rejected.value), label: '已驳回' },
        ],
      }}
      columns={columns}
      scrollX={960}
      emptyText="没有符合条件的回填"
    />
  );
}
