import { ZLinkReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_LINK_STATE, type AliasLinkState, MEDIA_PLATFORM } from '@tuike/contract/enums';
import { ExportOutlined } from '@ant-design/icons';
import { Card, DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchLinkQueue,
  LINK_FILTERS,
  type LinkFilter,
  type LinkReviewRow,
  linkQueueKey,
} from '../../features/reviews/api/link-queue';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { WORK_TYPE_LABELS } from '../../features/reviews/labels';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const STATE_COLORS: Record<AliasLinkState, string> = { 1: 'processing', 2: 'success', 3: 'error' };
const PLATFORM_COLORS = { 1: 'magenta', 2: 'orange', 3: 'green' } as const;
const pending = ALIAS_LINK_STATE.pending.value;

const approveTitle = (n: number) => (n === 1 ? '确定通过这条回填吗？' : `确定通过选中的 ${n} 条回填吗？`);
const APPROVE_NOTE = '请先打开链接，确认作品由该账号发布且展示了口令。通过后回填生效并计入结算。';

function columns(canDecide: boolean): ColumnsType<LinkReviewRow> {
  return [
    {
      title: '作品链接与发布账号',
      key: 'link',
      width: 300,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>
            <Tag color={PLATFORM_COLORS[r.platform]}>{r.platformLabel}</Tag>
            <Typography.Text copyable={{ text: r.accountUid, tooltips: ['复制 UID', '已复制'] }} className="review-page-strong">
              {r.accountUid}
            </Typography.Text>
            {!r.accountBound && <Tag className="review-page-tag-gap">已解绑</Tag>}
          </span>
          <span className="review-page-muted">{r.accountNickname}</span>
          <Typography.Link href={r.url} target="_blank" rel="noopener noreferrer" ellipsis className="review-page-link">
            <ExportOutlined /> {r.url}
          </Typography.Link>
        </div>
      ),
    },
    {
      title: '口令 / 作品 / 推客',
      key: 'alias',
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span className="review-page-strong">{r.alias}</span>
          <span className="review-page-muted">
            {r.workTitle} · {WORK_TYPE_LABELS[r.workType]} · {r.taskPlatformName}
          </span>
          <span className="review-page-muted">
            {r.promoter.nickname} · 推客号 {r.promoter.promoterNo}
            <PriorityTag priority={r.priority} />
          </span>
        </div>
      ),
    },
    {
      title: '回填时间',
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
            {r.reviewedAt && <DateTime value={r.reviewedAt} />}
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
            render: (_: unknown, r: LinkReviewRow) =>
              r.state === pending ? (
                <DecisionButtons
                  queue="links"
                  ids={[r.id]}
                  noun="回填"
                  approveTitle={approveTitle(1)}
                  approveDescription={APPROVE_NOTE}
                />
              ) : null,
          },
        ]
      : []),
  ];
}

/**
 * /admin/reviews/links: back-filled links awaiting review, the link (opens in a new tab) beside the
 * media account's platform and UID (copy button), with the alias and work; bulk decisions as for aliases.
 */
export default function LinkReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(LINK_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const waitingTab = (params.filters.state ?? String(pending)) === String(pending);
  return (
    <div className="review-page">
      <Card variant="borderless">
        <FilterBar<LinkFilter> names={LINK_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="keyword" label="关键词" rules={[zodRule(ZLinkReviewQuery, 'keyword')]}>
            <Input allowClear placeholder="口令、作品、UID 或账号昵称" />
          </Form.Item>
          <Form.Item name="platform" label="媒体平台">
            <Select
              allowClear
              placeholder="全部平台"
              className="review-page-filter-select"
              options={Object.values(MEDIA_PLATFORM).map((p) => ({ value: String(p.value), label: p.label }))}
            />
          </Form.Item>
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZLinkReviewQuery, 'promoter')]}>
            <Input allowClear placeholder="手机号、推客号或昵称" />
          </Form.Item>
          <Form.Item name="dates" label="回填日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<LinkFilter>
          filterNames={LINK_FILTERS}
          name="state"
          waiting={String(pending)}
          decided={[
            { key: String(ALIAS_LINK_STATE.effective.value), label: '已通过' },
            { key: String(ALIAS_LINK_STATE.rejected.value), label: '已驳回' },
          ]}
          count={counts.data?.links}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="links"
              ids={selected}
              noun="回填"
              bulk
              approveTitle={approveTitle(selected.length)}
              approveDescription={APPROVE_NOTE}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<LinkReviewRow, LinkFilter>
          queryKey={linkQueueKey}
          fetchPage={fetchLinkQueue}
          filterNames={LINK_FILTERS}
          columns={columns(canDecide)}
          rowKey="id"
          scrollX={960}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的回填' }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (r) => ({ disabled: r.state !== pending, 'aria-label': `选择回填 ${r.id}` }),
                }
              : undefined
          }
        />
      </Card>
    </div>
  );
}
