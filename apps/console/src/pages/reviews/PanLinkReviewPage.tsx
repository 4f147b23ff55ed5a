import { ZPanLinkReviewQuery } from '@tuike/contract/admin-reviews';
import {
  fetchPanLinkQueue,
  PAN_LINK_FILTERS,
  type PanLinkReviewRow,
  panLinkQueueKey,
} from '../../features/reviews/api/pan-link-queue';
import { BACKFILL_TABS, backfillColumns, backfillDecisions } from '../../features/reviews/components/backfill-queue';
import { DatesFilter, KeywordFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';

const decisions = backfillDecisions<PanLinkReviewRow>(
  'panLinks',
  '请先打开链接，确认作品由该账号发布且带有该网盘资源的推广文案。通过后回填生效，按链接计入结算。',
);

const columns = backfillColumns<PanLinkReviewRow>([
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
]);

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
      tabs={BACKFILL_TABS}
      columns={columns}
      scrollX={960}
      waitingText="没有待审核的网盘回填，推客回填网盘推广链接后会出现在这里"
      emptyText="没有符合条件的网盘回填"
    />
  );
}
