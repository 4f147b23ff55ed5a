import { ZUnmatchedPageQuery } from '@tuike/contract/admin-settlement';
import {
  IMPORT_KIND_LABELS,
  UNMATCHED_REASON_LABELS,
  UNMATCHED_STATUS_LABELS,
  type UnmatchedReason,
  type UnmatchedStatus,
} from '@tuike/contract/settlement-rules';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterBar } from '../../components/FilterBar';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import { PlatformFilter } from '../../features/catalogue/components/PlatformSelect';
import { SelectionBar } from '../../features/reviews/components/SelectionBar';
import {
  fetchUnmatchedPage,
  UNMATCHED_FILTERS,
  type UnmatchedFilter,
  unmatchedPageKey,
  type UnmatchedRow,
} from '../../features/settlement/api/unmatched';
import { AssignModal } from '../../features/settlement/components/AssignModal';
import { useTableParams } from '../../lib/table-params';
import { zodRule } from '../../lib/zod-rule';
import './SettlementPage.css';
import { labelOptions } from '../../lib/label-options';

const STATUS_COLORS: Record<UnmatchedStatus, string> = { waiting: 'gold', assigned: 'success', dropped: 'default' };

const columns: ColumnsType<UnmatchedRow> = [
  {
    title: '来源',
    key: 'source',
    width: 240,
    render: (_: unknown, r) => (
      <div className="settlement-page-stack">
        <Link to={`/settlement/imports/${r.importId}`} title={`导入 #${r.importId}`}>
          {r.fileName} 第 {r.lineNo} 行
        </Link>
        <span className="settlement-page-muted">
          {r.taskPlatformName} · {r.reportDate} · {IMPORT_KIND_LABELS[r.kind]}
        </span>
      </div>
    ),
  },
  {
    title: '口令 / UID / 链接',
    key: 'keys',
    width: 200,
    render: (_: unknown, r) => (
      <div className="settlement-page-stack">
        {r.alias && <span>口令 {r.alias}</span>}
        {r.uid && <span>UID {r.uid}</span>}
        {r.link && <span className="settlement-page-muted">{r.link}</span>}
        {!r.alias && !r.uid && !r.link && '-'}
      </div>
    ),
  },
  { title: '作品', dataIndex: 'workTitle', ellipsis: true, render: (v: string | null) => v ?? '-' },
  { title: '计费金额', dataIndex: 'upstreamAmount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
  {
    title: '原因',
    dataIndex: 'reason',
    width: 200,
    render: (reason: UnmatchedReason) => <span className="settlement-page-reason">{UNMATCHED_REASON_LABELS[reason]}</span>,
  },
  {
    title: '状态',
    key: 'status',
    width: 130,
    render: (_: unknown, r) => (
      <div className="settlement-page-stack">
        <Tag color={STATUS_COLORS[r.status]}>{UNMATCHED_STATUS_LABELS[r.status]}</Tag>
        {r.assignedTo && (
          <span className="settlement-page-muted">
            给 {r.assignedTo.nickname}（{r.assignedTo.phoneMasked}）
          </span>
        )}
      </div>
    ),
  },
];

/**
 * /admin/settlement/unmatched (未匹配队列): report rows no promoter was found for, waiting ones first,
 * with the reason; filters by platform, status, reason and keyword; chosen rows are assigned to a
 * promoter (asked for in a dialog), becoming their income.
 */
export default function UnmatchedPage() {
  const { params } = useTableParams(UNMATCHED_FILTERS);
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [assigning, setAssigning] = useState(false);
  const waiting = (params.filters.status ?? 'waiting') === 'waiting';
  const clear = () => setSelected(new Map());
  const total = [...selected.values()].reduce((a, b) => a + b, 0);
  return (
    <div className="settlement-page">
      <Card variant="borderless">
        <FilterBar<UnmatchedFilter> names={UNMATCHED_FILTERS}>
          <PlatformFilter placeholder="全部平台" className="settlement-page-filter" />
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder={UNMATCHED_STATUS_LABELS.waiting}
              className="settlement-page-filter-short"
              options={[...labelOptions(UNMATCHED_STATUS_LABELS), { value: 'all', label: '全部' }]}
            />
          </Form.Item>
          <Form.Item name="reason" label="原因">
            <Select
              allowClear
              placeholder="全部原因"
              className="settlement-page-filter-wide"
              options={labelOptions(UNMATCHED_REASON_LABELS)}
            />
          </Form.Item>
          <Form.Item name="keyword" label="关键词" rules={[zodRule(ZUnmatchedPageQuery, 'keyword')]}>
            <Input allowClear placeholder="口令、UID、链接或报表名" />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        {selected.size > 0 && (
          <SelectionBar count={selected.size} onClear={clear}>
            <span className="settlement-page-muted settlement-page-total">
              计费合计 <Money fen={total} />
            </span>
            <Button type="primary" size="small" onClick={() => setAssigning(true)}>
              指派给推客
            </Button>
          </SelectionBar>
        )}
        <ServerTable<UnmatchedRow, UnmatchedFilter>
          queryKey={unmatchedPageKey}
          fetchPage={fetchUnmatchedPage}
          filterNames={UNMATCHED_FILTERS}
          columns={columns}
          rowKey="id"
          scrollX={960}
          empty={{ description: waiting ? '没有待处理的未匹配记录' : '没有符合条件的记录' }}
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...selected.keys()],
            onChange: (_keys, rows) =>
              setSelected((prev) => {
                // antd gives the rows of this page only: the amounts of rows chosen on other pages are kept.
                const next = new Map([...prev].filter(([id]) => _keys.includes(id)));
                for (const r of rows) if (r) next.set(r.id, r.upstreamAmount);
                return next;
              }),
            getCheckboxProps: (r) => ({
              disabled: r.status !== 'waiting',
              'aria-label': `选择 ${r.fileName} 第 ${r.lineNo} 行`,
            }),
          }}
        />
      </Card>
      <AssignModal
        open={assigning}
        ids={[...selected.keys()]}
        upstreamAmount={total}
        onClose={() => setAssigning(false)}
        onAssigned={() => {
          setAssigning(false);
          clear();
        }}
      />
    </div>
  );
}
