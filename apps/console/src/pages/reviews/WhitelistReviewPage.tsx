import { ZWhitelistQueueQuery } from '@tuike/contract/recheck';
import { WHITELIST_STATE } from '@tuike/contract/application-states';
import { MEDIA_PLATFORM } from '@tuike/contract/enums';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  fetchWhitelistQueue,
  type WhitelistRow,
  whitelistQueueKey,
} from '../../features/reviews/api/recheck-queue';
import { DecisionButtons } from '../../features/reviews/components/DecisionButtons';
import { PriorityTag } from '../../features/reviews/components/PriorityTag';
import { useReviewCounts } from '../../features/reviews/api/review-counts';
import { QueueTabs } from '../../features/reviews/components/QueueTabs';
import { RECHECK_STATE_COLORS } from '../../features/reviews/components/RecheckDrawer';
import {
  WHITELIST_APPROVE_NOTE,
  WhitelistDrawer,
  whitelistApproveTitle,
} from '../../features/reviews/components/WhitelistDrawer';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './ReviewPage.css';

const pending = WHITELIST_STATE.pending.value;
const PLATFORM_COLORS = { 1: 'magenta', 2: 'orange', 3: 'green' } as const;

function columns(canDecide: boolean, open: (r: WhitelistRow) => void): ColumnsType<WhitelistRow> {
  return [
    {
      title: '媒体账号 / 作品链接 / 推客',
      key: 'account',
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <span>
            <Tag color={PLATFORM_COLORS[r.platform]}>{r.platformLabel}</Tag>
            <Typography.Text copyable={{ text: r.uid, tooltips: ['复制 UID', '已复制'] }} className="review-page-strong">
              {r.uid}
            </Typography.Text>
            {!r.accountBound && <Tag className="review-page-tag-gap">已解绑</Tag>}
          </span>
          <span className="review-page-muted">
            {r.nickname} · 推客 {r.promoter.nickname}（{r.promoter.promoterNo}）
            <PriorityTag priority={r.priority} />
          </span>
          <Typography.Link href={r.workUrl} target="_blank" rel="noopener noreferrer" ellipsis className="review-page-link">
            <ExportOutlined /> {r.workUrl}
          </Typography.Link>
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
      width: 280,
      render: (_: unknown, r) => (
        <div className="review-page-stack">
          <Tag color={RECHECK_STATE_COLORS[r.state]}>{r.stateLabel}</Tag>
          {r.reason && <span className="review-page-reason">原因：{r.reason}</span>}
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right' as const,
      render: (_: unknown, r: WhitelistRow) => (
        <span>
          <Button type="link" size="small" onClick={() => open(r)}>
            详情
          </Button>
          {canDecide && r.state === pending && (
            <DecisionButtons
              queue="whitelist"
              ids={[r.id]}
              noun="加白申请"
              approveTitle={whitelistApproveTitle(1)}
              approveDescription={WHITELIST_APPROVE_NOTE}
            />
          )}
        </span>
      ),
    },
  ];
}

/**
 * /admin/reviews/whitelist: promoters' applications to whitelist a media account, with the work link
 * to check the author; a rejection names its reason (已在其他机构报备 and the others one click away).
 */
export default function WhitelistReviewPage() {
  const canDecide = useCan('reviews.decide');
  const counts = useReviewCounts();
  const { params } = useTableParams(APPLICATION_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<WhitelistRow | null>(null);
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
          <Form.Item name="promoter" label="推客" rules={[zodRule(ZWhitelistQueueQuery, 'promoter')]}>
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
            { key: String(WHITELIST_STATE.approved.value), label: '已加白' },
            { key: String(WHITELIST_STATE.rejected.value), label: '已驳回' },
          ]}
          count={counts.data?.whitelist}
          onChange={() => setSelected([])}
        />
        {canDecide && selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <DecisionButtons
              queue="whitelist"
              ids={selected}
              noun="加白申请"
              bulk
              approveTitle={whitelistApproveTitle(selected.length)}
              approveDescription={WHITELIST_APPROVE_NOTE}
              onDecided={() => setSelected([])}
            />
          </SelectionBar>
        )}
        <ServerTable<WhitelistRow, ApplicationFilter>
          queryKey={whitelistQueueKey}
          fetchPage={fetchWhitelistQueue}
          filterNames={APPLICATION_FILTERS}
          columns={columns(canDecide, setOpen)}
          rowKey="id"
          scrollX={1080}
          empty={{ description: waitingTab ? '暂无待审核' : '没有符合条件的加白申请' }}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (r) => ({ disabled: r.state !== pending, 'aria-label': `选择加白申请 ${r.id}` }),
                }
              : undefined
          }
        />
      </Card>
      <WhitelistDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
