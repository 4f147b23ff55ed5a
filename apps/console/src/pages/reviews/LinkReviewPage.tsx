import { ZLinkReviewQuery } from '@tuike/contract/admin-reviews';
import { fetchLinkQueue, LINK_FILTERS, type LinkReviewRow, linkQueueKey } from '../../features/reviews/api/link-queue';
import { BACKFILL_TABS, backfillColumns, backfillDecisions } from '../../features/reviews/components/backfill-queue';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { DatesFilter, KeywordFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { WORK_TYPE_LABELS } from '../../features/reviews/labels';

const decisions = backfillDecisions<LinkReviewRow>(
  'links',
  '请先打开链接，确认作品由该账号发布且展示了口令。通过后回填生效并计入结算。',
);

const columns = backfillColumns<LinkReviewRow>([
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
]);

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
      tabs={BACKFILL_TABS}
      columns={columns}
      scrollX={960}
      waitingText="没有待审核的回填，推客回填作品链接后会出现在这里"
      emptyText="没有符合条件的回填"
    />
  );
}
