import { ALIAS_LINK_STATE, type AliasLinkState, type MediaPlatform } from '@tuike/contract/enums';
import type { ColumnsType } from 'antd/es/table';
import { DECISION_STATE_COLORS } from '../labels';
import type { QueueDecisions } from './DecisionButtons';
import { AccountCell, stateColumn, submittedColumn } from './queue-columns';

// What the two back-fill queues (works' links, cloud-drive posts) share: the post, its state, the tabs.

/** A back-filled post as both back-fill queues list it. */
interface BackfillRow {
  id: number;
  state: AliasLinkState;
  stateLabel: string;
  reason: string | null;
  reviewedAt: string | null;
  createdAt: string;
  platform: MediaPlatform;
  platformLabel: string;
  accountUid: string;
  accountNickname: string;
  accountBound: boolean;
  url: string;
}

const pending = ALIAS_LINK_STATE.pending.value;

/** A back-fill queue's decisions; `note` says what to check before approving and what approval does. */
export const backfillDecisions = <R extends BackfillRow>(queue: 'links' | 'panLinks', note: string): QueueDecisions<R> => ({
  queue,
  noun: '回填',
  waits: (r) => r.state === pending,
  approval: (rows) => ({
    title: rows.length === 1 ? '确定通过这条回填吗？' : `确定通过选中的 ${rows.length} 条回填吗？`,
    description: note,
  }),
});

export const BACKFILL_TABS = {
  name: 'state',
  waiting: String(pending),
  decided: [
    { key: String(ALIAS_LINK_STATE.effective.value), label: '已通过' },
    { key: String(ALIAS_LINK_STATE.rejected.value), label: '已驳回' },
  ],
} as const;

/** The back-fill queue's columns around `what` (the alias or resource the post promotes, and the promoter). */
export function backfillColumns<R extends BackfillRow>(what: ColumnsType<R>): ColumnsType<R> {
  return [
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
    ...what,
    submittedColumn('回填时间'),
    stateColumn(190, (r) => ({
      color: DECISION_STATE_COLORS[r.state],
      label: r.stateLabel,
      at: r.reviewedAt,
      note: r.reason && `原因：${r.reason}`,
    })),
  ];
}
