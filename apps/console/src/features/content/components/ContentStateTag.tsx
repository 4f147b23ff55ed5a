import type { ContentState } from '@tuike/contract/admin-content';
import { Tag } from 'antd';

/** What each state is called for a kind of row: a banner is shown or switched off, a post published or taken down. */
const LABELS = {
  banner: { live: '展示中', scheduled: '未开始', ended: '已结束', off: '已停用' },
  post: { live: '已发布', scheduled: '定时发布', ended: '已结束', off: '未发布' },
} as const satisfies Record<string, Record<ContentState, string>>;

const COLORS: Record<ContentState, string> = { live: 'green', scheduled: 'blue', ended: 'default', off: 'default' };

export type ContentKind = keyof typeof LABELS;

/** The options of a state filter for a kind (a post has no end of its window, so no 已结束). */
export const stateOptions = (kind: ContentKind) =>
  (Object.entries(LABELS[kind]) as [ContentState, string][])
    .filter(([state]) => kind === 'banner' || state !== 'ended')
    .map(([value, label]) => ({ value, label }));

/** A row's state for the app right now, as a coloured tag. */
export function ContentStateTag({ state, kind }: { state: ContentState; kind: ContentKind }) {
  return <Tag color={COLORS[state]}>{LABELS[kind][state]}</Tag>;
}
