import { ZPanLinkReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import type { ColumnsType } from 'antd/es/table';
import {
  fetchPanLinkQueue,
  PAN_LINK_FILTERS,
  type PanLinkReviewRow,
  panLinkQueueKey,
} from '../../features/reviews/api/pan-link-queue';
import type { QueueDecisions } from '../../features/reviews/components/DecisionButtons';
import { AccountCell, stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, KeywordFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { DECISION_STATE_COLORS } from '../../features/reviews/labels';

const pending = ALIAS_LINK_STATE.pending.value;

const decisions: QueueDecisions<PanLinkReviewRow> = {
  queue: 'panLinks',
  noun: '回填',
  waits: (r) => r.state === pending,
  approval: (rows) => ({
    title: rows.length === 1 ? '确定通过这条回填吗？' : `确定通过选中的 ${rows.length} 条回填吗？`,
    description: '请先打开链接，确认作品由该账号发布且带有该网盘资源的推广文案。通过后回填生效，按链接计入结算。',
  }),
};

const columns: ColumnsType<PanLinkReviewRow> = [
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
    title: '网盘资源 / 推客',
    key: 'resource',
    render: (_: unknown, r) => (
      <div className="review-queue-stack">
        <span className="review-queue-strong">{r.resourceTitle}</span>
        <span className="review-queue-muted">
          {r.taskPlatformName} · 网盘UID {r.panUid}
        </span>
        <span className="review-queue-muted">
          {r.promoter.nickname} · 推客号 {r.promoter.promoterNo}
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
 * /admin/reviews/pan-links: cloud-drive back-fills awaiting review, as the works back-fill queue: the
 * post (opens in a new tab) beside the media account's platform and UID, with the resource and the
 * promoter's drive UID; bulk decisions. Only accepted ones credit new users by link.
 */
export default function PanLinkReviewPage() {
  return (
    <ReviewQueue
      decisions={decisions}
      filterNames={PAN_LINK_FILTERS}
      queryKey={panLinkQueueKey}
      fetchPage={fetchPanLinkQueue}
      filters={
        <>
          <KeywordFilter schema={ZPanLinkReviewQuery} label="关键词" placeholder="资源名、UID 或昵称" />
          <MediaPlatformFilter />
          <PromoterFilter schema={ZPanLinkReviewQuery} />
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
      emptyText="没有符合条件的网盘回填"
    />
  );
}
