import { ZWhitelistQueueQuery } from '@tuike/contract/recheck';
import { WHITELIST_STATE } from '@tuike/contract/application-states';
import type { ColumnsType } from 'antd/es/table';
import {
  APPLICATION_FILTERS,
  fetchWhitelistQueue,
  type WhitelistRow,
  whitelistQueueKey,
} from '../../features/reviews/api/recheck-queue';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { AccountCell, stateColumn, submittedColumn } from '../../features/reviews/components/queue-columns';
import { DatesFilter, MediaPlatformFilter, PromoterFilter } from '../../features/reviews/components/queue-filters';
import { ReviewQueue } from '../../features/reviews/components/ReviewQueue';
import { WhitelistDrawer, whitelistDecisions } from '../../features/reviews/components/WhitelistDrawer';
import { DECISION_STATE_COLORS } from '../../features/reviews/labels';

const columns: ColumnsType<WhitelistRow> = [
  {
    title: '媒体账号 / 作品链接 / 推客',
    key: 'account',
    render: (_: unknown, r) => (
      <AccountCell platform={r.platform} platformLabel={r.platformLabel} uid={r.uid} bound={r.accountBound} url={r.workUrl}>
        {r.nickname} · 推客 {r.promoter.nickname}（{r.promoter.promoterNo}）
        <PriorityTag priority={r.priority} />
      </AccountCell>
    ),
  },
  submittedColumn('提交时间'),
  stateColumn(280, (r) => ({
    color: DECISION_STATE_COLORS[r.state],
    label: r.stateLabel,
    note: r.reason && `原因：${r.reason}`,
  })),
];

/**
 * /admin/reviews/whitelist: promoters' applications to whitelist a media account, with the work link
 * to check the author; a rejection names its reason (已在其他机构报备 and the others one click away).
 */
export default function WhitelistReviewPage() {
  return (
    <ReviewQueue
      decisions={whitelistDecisions}
      filterNames={APPLICATION_FILTERS}
      queryKey={whitelistQueueKey}
      fetchPage={fetchWhitelistQueue}
      filters={
        <>
          <MediaPlatformFilter />
          <PromoterFilter schema={ZWhitelistQueueQuery} />
          <DatesFilter label="提交日期" />
        </>
      }
      tabs={{
        name: 'state',
        waiting: String(WHITELIST_STATE.pending.value),
        decided: [
          { key: String(WHITELIST_STATE.approved.value), label: '已加白' },
          { key: String(WHITELIST_STATE.rejected.value), label: '已驳回' },
        ],
      }}
      columns={columns}
      scrollX={1080}
      waitingText="没有待审核的加白申请，推客申请加白后会出现在这里"
      emptyText="没有符合条件的加白申请"
      drawer={(row, close) => <WhitelistDrawer row={row} onClose={close} />}
    />
  );
}
