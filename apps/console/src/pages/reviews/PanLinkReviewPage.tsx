import { ZPanLinkReviewQuery } from '@tuike/contract/admin-reviews';
import { ALIAS_LINK_STATE, type AliasLinkState, MEDIA_PLATFORM } from '@tuike/contract/enums';
import { ExportOutlined } from '@ant-design/icons';
import { Card, DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchPanLinkQueue,
  PAN_LINK_FILTERS,
  type PanLinkFilter,
  type PanLinkReviewRow,
  panLinkQueueKey,
} from '../../features/reviews/api/pan-link-queue';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const STATE_COLORS: Record<AliasLinkState, string> = { 1: 'processing', 2: 'success', 3: 'error' };
const PLATFORM_COLORS = { 1: 'magenta', 2: 'orange', 3: 'green' } as const;
const pending = ALIAS_LINK_STATE.pending.value;

const approveTitle = (n: number) => (n === 1 ? '确定通过这条回填吗？' : `确定通过选中的 ${n} 条回填吗？`);
const APPROVE_NOTE = '请先打开链接，确认作品由该账号发布且带有该网盘资源的推广文案。通过后回填生效，按链接计入结算。';

function columns(canDecide: boolean): ColumnsType<PanLinkReviewRow> {
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
      title: '网盘资源 / 推客',
      key: 'resource',
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span className="review-page-strong">{r.resourceTitle}</span>
          <span className="review-page-muted">
            {r.taskPlatformName} · 网盘UID {r.panUid}
          </span>
          <span className="review-page-muted">
            {r.promoter.nickname} · 推客号 {r.promoter.promoterNo}
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
            render: (_: unknown, r: PanLinkReviewRow) =>
              r.state === pending ? (
                <DecisionButtons
                  queue="panLinks"
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
 * /admin/reviews/pan-links: cloud-drive back-fills awaiting review, as the works back-fill queue: the
 * post (opens in a new tab) beside the media account's platform and UID, with the resource and the
 * promoter's drive UID; bulk decisions. Only accepted ones credit new users by link.
 */
export default function PanLinkReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(PAN_LINK_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const waitingTab = (params.filters.state ?? String(pending)) === String(pending);
  return (
    <div className="review-page">
      <Card variant="borderless">
        <FilterBar<PanLinkFilter> names={PAN_LINK_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="keyword" label="关键词" rules={[zodRule(ZPanLinkReviewQuery, 'keyword')]}>
            <Input allowClear placeholder="资源名、UID 或昵称" />
          </Form.Item>
          <Form.Item name="platform" label="媒体平台">
            <Select
              allowClear
              placeholder="全部平台"
              className="review-page-filter-select"
              options={Object.values(MEDIA_PLATFORM).map((p) => ({ value: String(p.value), label: p.label }))}
            />
          </Form.Item>
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZPanLinkReviewQuery, 'promoter')]}>
            <Input allowClear placeholder="手机号、推客号或昵称" />
          </Form.Item>
          <Form.Item name="dates" label="回填日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <QueueTabs<PanLinkFilter>
          filterNames={PAN_LINK_FILTERS}
          name="state"
          waiting={String(pending)}
          decided={[
            { key: String(ALIAS_LINK_STATE.effective.value), label: '已通过' },
            { key: String(ALIAS_LINK_STATE.rejected.value), label: '已驳回' },
          ]}
          count={counts.data?.panLinks}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="panLinks"
              ids={selected}
              noun="回填"
              bulk
              approveTitle={approveTitle(selected.length)}
              approveDescription={APPROVE_NOTE}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<PanLinkReviewRow, PanLinkFilter>
          queryKey={panLinkQueueKey}
          fetchPage={fetchPanLinkQueue}
          filterNames={PAN_LINK_FILTERS}
          columns={columns(canDecide)}
          rowKey="id"
          scrollX={960}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的网盘回填' }}
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
