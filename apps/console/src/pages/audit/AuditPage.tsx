import { ZAuditPageQuery } from '@tuike/contract/operator';
import { Card, DatePicker, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  AUDIT_FILTERS,
  type AuditFilter,
  type AuditRow,
  auditPageKey,
  fetchAuditPage,
} from '../../features/audit/api/audit-page';
import { AuditAction } from '../../features/audit/components/AuditAction';
import { AuditActionSelect } from '../../features/audit/components/AuditActionSelect';
import { AuditDiff } from '../../features/audit/components/AuditDiff';
import { AuditTarget } from '../../features/audit/components/AuditTarget';
import { AuditTargetSelect } from '../../features/audit/components/AuditTargetSelect';
import { zodRule } from '../../lib/zod-rule';
import './AuditPage.css';

const columns: ColumnsType<AuditRow> = [
  { title: '时间', dataIndex: 'createdAt', width: 180, render: (v: string) => <DateTime value={v} /> },
  {
    title: '操作人',
    dataIndex: 'operatorAccount',
    width: 160,
    render: (account: string, r) => (
      <span>
        {account} <span className="audit-page-muted">#{r.operatorId}</span>
      </span>
    ),
  },
  { title: '操作', dataIndex: 'action', width: 280, render: (action: string) => <AuditAction action={action} /> },
  {
    title: '对象',
    key: 'target',
    render: (_: unknown, r) => <AuditTarget type={r.targetType} id={r.targetId} />,
  },
  { title: 'IP', dataIndex: 'ip', width: 150, render: (ip: string | null) => ip ?? '-' },
];

/**
 * /admin/audit: every operator write, newest first, searchable by operator, action, row and date; a row
 * opens to what the write changed. Read-only: the log is append-only in the database too.
 */
export default function AuditPage() {
  return (
    <div className="audit-page">
      <Card variant="borderless">
        <FilterBar<AuditFilter> names={AUDIT_FILTERS} ranges={{ dates: ['from', 'to'] }}>
          <Form.Item name="operatorId" label="操作人 ID" rules={[zodRule(ZAuditPageQuery, 'operatorId')]}>
            <Input allowClear placeholder="如 1" className="audit-page-filter-short" />
          </Form.Item>
          <Form.Item name="action" label="操作">
            <AuditActionSelect placeholder="全部" className="audit-page-filter-action" />
          </Form.Item>
          <Form.Item name="targetType" label="对象类型">
            <AuditTargetSelect placeholder="全部" className="audit-page-filter-target" />
          </Form.Item>
          <Form.Item name="targetId" label="对象 ID" rules={[zodRule(ZAuditPageQuery, 'targetId')]}>
            <Input allowClear className="audit-page-filter-short" />
          </Form.Item>
          <Form.Item name="dates" label="日期">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless">
        <ServerTable<AuditRow, AuditFilter>
          queryKey={auditPageKey}
          fetchPage={fetchAuditPage}
          filterNames={AUDIT_FILTERS}
          columns={columns}
          rowKey="id"
          empty={{ description: '没有符合条件的操作记录' }}
          expandable={{
            expandedRowRender: (r) => <AuditDiff before={r.before} after={r.after} />,
            rowExpandable: (r) => r.before !== null || r.after !== null,
          }}
        />
      </Card>
    </div>
  );
}
