import { REVIEW_REASON_MAX } from '@tuike/contract/admin-reviews';
import { Button, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { ReasonModal } from '../../../components/ReasonModal';
import { useCan } from '../../../lib/me';
import type { Queue } from '../api/decide';
import { COMMON_REASONS } from '../reasons';
import { useDecision } from './useDecision';

/** What approving asks first: the question naming what it will do, a note, or why it cannot be chosen now. */
export interface Approval {
  title: ReactNode;
  description?: ReactNode;
  /** Why approval cannot be chosen now (a deletion in its grace period), shown on the disabled button. */
  blocked?: string | undefined;
}

/** How a queue decides its rows: its decide call, what a row is called, which rows wait, what approving asks. */
export interface QueueDecisions<R> {
  queue: Queue;
  /** What a row is called in messages: 口令, 回填, 注销申请. */
  noun: string;
  /** Whether a row still waits: only those can be selected and decided. */
  waits: (row: R) => boolean;
  /** The approval for one row's own buttons (`bulk` false) or for the selection's. */
  approval: (rows: readonly R[], bulk: boolean) => Approval;
}

export interface DecisionButtonsProps<R extends { id: number }> {
  decisions: QueueDecisions<R>;
  /** The rows decided together: one row's, or the selection. */
  rows: readonly R[];
  /** A row's links (the default), a detail drawer's buttons, or the selection's bulk buttons (批量通过 / 批量驳回). */
  look?: 'link' | 'button' | 'bulk';
  /** After a decision was sent, whatever its outcome (the selection clears). */
  onDecided?: () => void;
}

/**
 * 通过 (asks first) and 驳回 (asks for the reason the promoter will read, common ones a click away) for
 * one row or a selection; hidden for a role without the decide grant.
 */
export function DecisionButtons<R extends { id: number }>({
  decisions,
  rows,
  look = 'link',
  onDecided,
}: DecisionButtonsProps<R>) {
  const { queue, noun } = decisions;
  const may = useCan('reviews.decide');
  const decide = useDecision(queue, noun);
  const [rejecting, setRejecting] = useState(false);
  if (!may) return null;

  const ids = rows.map((r) => r.id);
  const bulk = look === 'bulk';
  const buttons = look !== 'link';
  const approval = decisions.approval(rows, bulk);
  const run = async (verdict: Parameters<typeof decide>[1]) => {
    try {
      await decide(ids, verdict);
    } finally {
      onDecided?.();
    }
  };
  const type = buttons ? 'default' : 'link';
  const size = buttons ? 'middle' : 'small';
  const approve = approval.blocked ? (
    <Tooltip title={approval.blocked}>
      <Button type={type} size={size} disabled>
        {bulk ? '批量通过' : '通过'}
      </Button>
    </Tooltip>
  ) : (
    <ConfirmButton
      type={buttons ? 'primary' : 'link'}
      size={size}
      title={approval.title}
      description={approval.description}
      okText="通过"
      onConfirm={() => run({ decision: 'approve' })}
    >
      {bulk ? '批量通过' : '通过'}
    </ConfirmButton>
  );
  return (
    <Space size={buttons ? 8 : 0}>
      {approve}
      <Button type={type} size={size} danger onClick={() => setRejecting(true)}>
        {bulk ? '批量驳回' : '驳回'}
      </Button>
      <ReasonModal
        open={rejecting}
        title={ids.length > 1 ? `驳回 ${ids.length} 条${noun}` : `驳回${noun}`}
        label="驳回原因"
        placeholder="请填写驳回原因，推客会在 App 中看到"
        maxLength={REVIEW_REASON_MAX}
        okText="驳回"
        presets={COMMON_REASONS[queue]}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await run({ decision: 'reject', reason });
          setRejecting(false);
        }}
      />
    </Space>
  );
}
