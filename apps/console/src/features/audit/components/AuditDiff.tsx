import { Table, Typography } from 'antd';
import './AuditDiff.css';

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one readable line: strings bare, everything else as JSON; absent as 「-」. */
export function show(value: unknown): string {
  if (value === undefined) return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * The fields of a before/after pair, changed ones first: what an operator reading the log wants is
 * what the write did. A created row (no before) or a deleted one (no after) lists every field.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const rows = keys.map((key) => {
    const changed = JSON.stringify(a[key]) !== JSON.stringify(b[key]);
    return { key, before: a[key], after: b[key], changed };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/**
 * An audit row's before and after as a table of fields (changed ones marked), or, when either side is
 * not an object (a bare value, a list), both sides as formatted JSON. Secrets and ID numbers arrive
 * masked from the server (audit/mask.ts).
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after)))
    return (
      <div className="audit-diff-json">
        <div>
          <Typography.Text type="secondary">变更前</Typography.Text>
          <pre>{JSON.stringify(before, null, 2)}</pre>
        </div>
        <div>
          <Typography.Text type="secondary">变更后</Typography.Text>
          <pre>{JSON.stringify(after, null, 2)}</pre>
        </div>
      </div>
    );
  const rows = diffRows(before, after);
  if (rows.length === 0) return <Typography.Text type="secondary">没有记录字段</Typography.Text>;
  return (
    <Table<DiffRow>
      className="audit-diff"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      rowClassName={(r) => (r.changed ? 'audit-diff-changed' : '')}
      columns={[
        { title: '字段', dataIndex: 'key', width: 200 },
        { title: '变更前', dataIndex: 'before', render: (v: unknown) => <code className="audit-diff-value">{show(v)}</code> },
        { title: '变更后', dataIndex: 'after', render: (v: unknown) => <code className="audit-diff-value">{show(v)}</code> },
      ]}
    />
  );
}
