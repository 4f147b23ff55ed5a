import { ZRecheckQueueQuery } from '@tuike/contract/recheck';
import { RECHECK_STATE } from '@tuike/contract/application-states';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  APPLICATION_FILTERS,
  fetchRecheckQueue,
  recheckQueueKey,
  type RecheckRow,
} from '../../features/reviews/api/recheck-queue';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { RecheckDrawer, recheckDecisions } from '../../features/reviews/components/RecheckDrawer';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { DECISION_STATE_COLORS } from '../../features/reviews/labels';

const columns: ColumnsType<RecheckRow> = [
  {
    title: '回填 / 口令 / 推客',
    key: 'link',
    width: 260,
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <span>
          <Tag>{r.kindLabel}</Tag>
          <span className="review-queue-strong">「{r.alias}」</span>
        </span>
        <span className="review-queue-muted">{r.workTitle}</span>
        <span className="review-queue-muted">
          {r.platformLabel} · {r.accountNickname} · UID {r.accountUid}
        </span>
        <span className="review-queue-muted">
          推客 {r.promoter.nickname} · {r.promoter.promoterNo}
          <PriorityTag priority={r.priority} />
        </span>
      </div>
    ),
  },
  {
    title: '复审理由',
    key: 'reason',
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <span className="review-queue-reason">{r.reason}</span>
        <span className="review-queue-muted">{r.screenshots.length ? `截图 ${r.screenshots.length} 张` : '无截图'}</span>
      </div>
    ),
  },
  submittedColumn('提交时间'),
  stateColumn(220, (r) => ({
    color: DECISION_STATE_COLORS[r.state],
    label: r.stateLabel,
    note: r.answer && `回复：${r.answer}`,
  })),
];

/**
 * /admin/reviews/rechecks: promoters' re-checks of their back-fills, with the reason and screenshots in
 * a drawer; approving the re-check of a rejected back-fill puts the back-fill back in force.
 */
export default function RecheckReviewPage() {
  return (
    <ReviewQueue
      decisions={recheckDecisions}
      filterNames={APPLICATION_FILTERS}
      queryKey={recheckQueueKey}
      fetchPage={fetchRecheckQueue}
      filters={
        <>
          <MediaPlatformFilter />
          <PromoterFilter schema={ZRecheckQueueQuery} />
          <DatesFilter label="提交日期" />
        </>
      }
      tabs={{
        name: 'state',
        waiting: String(RECHECK_STATE.pending.value),
        decided: [
          { key: String(RECHECK_STATE.approved.value), label: '已通过' },
          { key: String(RECHECK_STATE.rejected.value), label: '已驳回' },
        ],
      }}
      columns={columns}
      scrollX={1080}
      waitingText="没有待审核的复审申请，推客对被驳回的回填申请复审后会出现在这里"
      emptyText="没有符合条件的复审申请"
      drawer={(row, close) => <RecheckDrawer row={row} onClose={close} />}
    />
  );
}
