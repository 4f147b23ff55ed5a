import { ZRecheckQueueQuery } from '@tuike/contract/recheck';
import { RECHECK_STATE } from '@tuike/contract/application-states';
import { MEDIA_PLATFORM } from '@tuike/contract/enums';
import { Button, Card, DatePicker, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  fetchRecheckQueue,
  recheckQueueKey,
  type RecheckRow,
} from '../../features/reviews/api/recheck-queue';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import {
  RECHECK_APPROVE_NOTE,
  RECHECK_STATE_COLORS,
  RecheckDrawer,
  recheckApproveTitle,
} from '../../features/reviews/components/RecheckDrawer';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const pending = RECHECK_STATE.pending.value;

function columns(canDecide: boolean, open: (r: RecheckRow) => void): ColumnsType<RecheckRow> {
  return [
    {
      title: '回填 / 口令 / 推客',
      key: 'link',
      width: 260,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>
            <Tag>{r.kindLabel}</Tag>
            <span className="review-page-strong">「{r.alias}」</span>
          </span>
          <span className="review-page-muted">{r.workTitle}</span>
          <span className="review-page-muted">
            {r.platformLabel} · {r.accountNickname} · UID {r.accountUid}
          </span>
          <span className="review-page-muted">
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
        <div className="review-page-stack">
          <span className="review-page-reason">{r.reason}</span>
          <span className="review-page-muted">{r.screenshots.length ? `截图 ${r.screenshots.length} 张` : '无截图'}</span>
        </div>
      ),
    },
    {
      title: '提交时间',
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 160,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: '状态',
      key: 'state',
      width: 220,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <Tag color={RECHECK_STATE_COLORS[r.state]}>{r.stateLabel}</Tag>
          {r.answer && <span className="review-page-reason">回复：{r.answer}</span>}
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right' as const,
      render: (_: unknown, r: RecheckRow) => (
        <span>
          <Button type="link" size="small" onClick={() => open(r)}>
            详情
          </Button>
          {canDecide && r.state === pending && (
            <DecisionButtons
              queue="rechecks"
              ids={[r.id]}
              noun="复审"
              approveTitle={recheckApproveTitle(1)}
              approveDescription={RECHECK_APPROVE_NOTE}
            />
          )}
        </span>
      ),
    },
  ];
}

/**
 * /admin/reviews/rechecks: promoters' re-checks of their back-fills, with the reason and screenshots in
 * a drawer; approving the re-check of a rejected back-fill puts the back-fill back in force.
 */
export default function RecheckReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(APPLICATION_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<RecheckRow | null>(null);
  const waitingTab = (params.filters.state ?? String(pending)) === String(pending);
  return (
    <div className="review-page">
      <Card variant="borderless">
        <FilterBar<ApplicationFilter> names={APPLICATION_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="platform" label="媒体平台">
            <Select
              allowClear
              placeholder="全部平台"
              className="review-page-filter-select"
              options={Object.values(MEDIA_PLATFORM).map((p) => ({ value: String(p.value), label: p.label }))}
            />
          </Form.Item>
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZRecheckQueueQuery, 'promoter')]}>
            <Input allowClear placeholder="手机号、推客号或昵称" />
          </Form.Item>
          <Form.Item name="dates" label="提交日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<ApplicationFilter>
          filterNames={APPLICATION_FILTERS}
          name="state"
          waiting={String(pending)}
          decided={[
            { key: String(RECHECK_STATE.approved.value), label: '已通过' },
            { key: String(RECHECK_STATE.rejected.value), label: '已驳回' },
          ]}
          count={counts.data?.rechecks}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="rechecks"
              ids={selected}
              noun="复审"
              bulk
              approveTitle={recheckApproveTitle(selected.length)}
              approveDescription={RECHECK_APPROVE_NOTE}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<RecheckRow, ApplicationFilter>
          queryKey={recheckQueueKey}
          fetchPage={fetchRecheckQueue}
          filterNames={APPLICATION_FILTERS}
          columns={columns(canDecide, setOpen)}
          rowKey="id"
          scrollX={1080}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的复审申请' }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (r) => ({ disabled: r.state !== pending, 'aria-label': `选择复审 ${r.id}` }),
                }
              : undefined
          }
        />
      </Card>
      <RecheckDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
