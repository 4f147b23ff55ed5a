import type { MediaPlatform } from '@tuike/contract/enums';
import { ExportOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/DateTime';

// The columns and cells the review queues share; their classes are ReviewQueue.css's.

const PLATFORM_COLORS: Record<MediaPlatform, string> = { 1: 'magenta', 2: 'orange', 3: 'green' };

/** The submission time, the one sortable column. */
export function submittedColumn<R extends { createdAt: string }>(title: string): ColumnType<R> {
  return {
    title,
    key: 'createdAt',
    dataIndex: 'createdAt',
    width: 160,
    sorter: true,
    // The queue runs oldest first already: the first click turns it round.
    sortDirections: ['descend', 'ascend'],
    render: (v: string) => <DateTime value={v} />,
  };
}

export interface StateCellProps {
  color: string;
  label: string;
  /** When it was decided, where the queue shows it. */
  at?: string | null | undefined;
  /** The operator's words the promoter reads: 原因：…, 回复：…. */
  note?: string | null | undefined;
}

/** The row's state as a coloured tag (with when it was decided) and the decision's words under it. */
export function stateColumn<R>(width: number, cell: (row: R) => StateCellProps): ColumnType<R> {
  return {
    title: '状态',
    key: 'state',
    width,
    render: (_: unknown, r: R) => {
      const { color, label, at, note } = cell(r);
      return (
        <div className="review-queue-stack">
          <span>
            <Tag color={color}>{label}</Tag>
            {at && <DateTime value={at} />}
          </span>
          {note && <span className="review-queue-reason">{note}</span>}
        </div>
      );
    },
  };
}

export interface AccountCellProps {
  platform: MediaPlatform;
  platformLabel: string;
  uid: string;
  /** False once the promoter unbound the account (已解绑). */
  bound: boolean;
  /** The work's link, opened in a new tab to check it. */
  url: string;
  /** Between the UID and the link: the account's nickname, the promoter. */
  children: ReactNode;
}

/** A media account as a reviewer checks it: platform, UID (copy button), who it is, and the work's link. */
export function AccountCell({ platform, platformLabel, uid, bound, url, children }: AccountCellProps) {
  return (
    <div className="review-queue-stack">
      <span>
        <Tag color={PLATFORM_COLORS[platform]}>{platformLabel}</Tag>
        <Typography.Text copyable={{ text: uid, tooltips: ['复制 UID', '已复制'] }} className="review-queue-strong">
          {uid}
        </Typography.Text>
        {!bound && <Tag className="review-queue-tag-gap">已解绑</Tag>}
      </span>
      <span className="review-queue-muted">{children}</span>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer" ellipsis className="review-queue-link">
        <ExportOutlined /> {url}
      </Typography.Link>
    </div>
  );
}
