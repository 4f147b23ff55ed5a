import { ZAliasReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_STATE, type AliasState } from '@tuike/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  ALIAS_FILTERS,
  type AliasFilter,
  type AliasReviewRow,
  aliasQueueKey,
  fetchAliasQueue,
} from '../../features/reviews/api/alias-queue';
import { aliasPlatformsKey, fetchAliasPlatforms } from '../../features/reviews/api/alias-platforms';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { PromoterCell } from '../../features/reviews/components/PromoterCell';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { WORK_TYPE_LABELS } from '../../features/reviews/labels';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const STATE_COLORS: Record<AliasState, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const reviewing = ALIAS_STATE.reviewing.value;

const approveTitle = (n: number, alias?: string) =>
  n === 1 && alias ? `确定通过口令「${alias}」吗？` : `确定通过选中的 ${n} 个口令吗？`;
const APPROVE_NOTE = '通过后口令立即生效，回填期限从现在开始计算。';

function columns(canDecide: boolean): ColumnsType<AliasReviewRow> {
  return [
    {
      title: '口令',
      dataIndex: 'alias',
      width: 140,
      render: (alias: string) => <span className="review-page-strong">{alias}</span>,
    },
    {
      title: '作品',
      key: 'work',
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>{r.workTitle}</span>
          <span className="review-page-muted">
            {WORK_TYPE_LABELS[r.workType]} · {r.taskPlatformName}
          </span>
        </div>
      ),
    },
    {
      title: '推客',
      key: 'promoter',
      width: 190,
      render: (_: unknown, r) => <PromoterCell promoter={r.promoter} priority={r.priority} />,
    },
    {
      title: '申请时间',
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 160,
      sorter: true,
      // The queue runs oldest first already: the first click turns it round.
      sortDirections: ['descend', 'ascend'],
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: '状态',
      key: 'state',
      width: 190,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>
            <Tag color={STATE_COLORS[r.state]}>{r.stateLabel}</Tag>
            {r.reviewedAt && r.state !== reviewing && <DateTime value={r.reviewedAt} />}
          </span>
          {r.reason && <span className="review-page-reason">原因：{r.reason}</span>}
        </div>
      ),
    },
    ...(canDecide
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, r: AliasReviewRow) =>
              r.state === reviewing ? (
                <DecisionButtons
                  queue="aliases"
                  ids={[r.id]}
                  noun="口令"
                  approveTitle={approveTitle(1, r.alias)}
                  approveDescription={APPROVE_NOTE}
                />
              ) : null,
          },
        ]
      : []),
  ];
}

/**
 * /admin/reviews/aliases: aliases on manual-review platforms, waiting ones first (oldest at the top);
 * filters, the status tabs with the waiting count, row selection with bulk approval (asks first) and
 * bulk rejection (asks for the reason the promoter reads).
 */
export default function AliasReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const platforms = useQuery({ queryKey: aliasPlatformsKey, queryFn: fetchAliasPlatforms });
  const { params } = useTableParams(ALIAS_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const waitingTab = (params.filters.state ?? String(reviewing)) === String(reviewing);
  return (
    <div className="review-page">
      <Card variant="borderless">
        <FilterBar<AliasFilter> names={ALIAS_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="keyword" label="口令/作品" rules={[zodRule(ZAliasReviewQuery, 'keyword')]}>
            <Input allowClear placeholder="口令或作品名" />
          </Form.Item>
          <Form.Item name="taskPlatformId" label="任务平台">
            <Select
              allowClear
              placeholder="全部平台"
              className="review-page-filter-select"
              loading={platforms.isPending}
              options={(platforms.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZAliasReviewQuery, 'promoter')]}>
            <Input allowClear placeholder="手机号、推客号或昵称" />
          </Form.Item>
          <Form.Item name="dates" label="申请日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<AliasFilter>
          filterNames={ALIAS_FILTERS}
          name="state"
          waiting={String(reviewing)}
          decided={[
            { key: String(ALIAS_STATE.active.value), label: '已通过' },
            { key: String(ALIAS_STATE.rejected.value), label: '已驳回' },
            { key: String(ALIAS_STATE.expired.value), label: '已失效' },
          ]}
          count={counts.data?.aliases}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="aliases"
              ids={selected}
              noun="口令"
              bulk
              approveTitle={approveTitle(selected.length)}
              approveDescription={APPROVE_NOTE}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<AliasReviewRow, AliasFilter>
          queryKey={aliasQueueKey}
          fetchPage={fetchAliasQueue}
          filterNames={ALIAS_FILTERS}
          columns={columns(canDecide)}
          rowKey="id"
          scrollX={960}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的口令' }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (r) => ({ disabled: r.state !== reviewing, 'aria-label': `选择口令 ${r.alias}` }),
                }
              : undefined
          }
        />
      </Card>
    </div>
  );
}
