import type { ReviewPromoter } from '@tuike/contract/admin-reviews';
import { Descriptions, type DescriptionsProps, Drawer, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/DateTime';
import { DECISION_STATE_COLORS } from '../labels';
import { DecisionButtons, type QueueDecisions } from './DecisionButtons';
import './ApplicationDrawer.css';

interface Application {
  id: number;
  state: keyof typeof DECISION_STATE_COLORS;
  stateLabel: string;
  reviewedAt: string | null;
  createdAt: string;
}

type Items = NonNullable<DescriptionsProps['items']>;

/** The promoter's line: who, their number, their masked phone. */
export const promoterItem = (p: ReviewPromoter): Items[number] => ({
  key: 'promoter',
  label: '推客',
  children: `${p.nickname} · 推客号 ${p.promoterNo}${p.phoneMasked ? ` · ${p.phoneMasked}` : ''}`,
});

export interface ApplicationDrawerProps<R extends Application> {
  /** The application shown; null while closed. */
  row: R | null;
  onClose: () => void;
  decisions: QueueDecisions<R>;
  width: number;
  /** The drawer's title before the number: 复审申请 #12. */
  title: string;
  /** The facts between its state and when it was filed, one line each. */
  items: (row: R) => Items;
  /** What follows the facts: the promoter's reason, the screenshots. */
  children?: (row: R) => ReactNode;
}

/** A promoter's application in full (re-check, whitelist): its state, its facts, and the decision while it waits. */
export function ApplicationDrawer<R extends Application>({
  row,
  onClose,
  decisions,
  width,
  title,
  items,
  children,
}: ApplicationDrawerProps<R>) {
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={width}
      title={row ? `${title} #${row.id}` : ''}
      extra={
        row && decisions.waits(row) && <DecisionButtons decisions={decisions} rows={[row]} look="button" onDecided={onClose} />
      }
    >
      {row && (
        <div className="application-drawer">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'state',
                label: '状态',
                children: (
                  <>
                    <Tag color={DECISION_STATE_COLORS[row.state]}>{row.stateLabel}</Tag>
                    {row.reviewedAt && <DateTime value={row.reviewedAt} />}
                  </>
                ),
              },
              ...items(row),
              { key: 'createdAt', label: '提交时间', children: <DateTime value={row.createdAt} /> },
            ]}
          />
          {children?.(row)}
        </div>
      )}
    </Drawer>
  );
}
