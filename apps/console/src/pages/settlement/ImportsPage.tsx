import { UploadOutlined } from '@ant-design/icons';
import { IMPORT_KIND_LABELS, IMPORT_STATUS_LABELS, type ImportStatus } from '@tuike/contract/settlement-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { DownloadButton } from '../../components/DownloadButton';
import { FilterBar } from '../../components/FilterBar';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import { PlatformFilter, PlatformSelect } from '../../features/catalogue/components/PlatformSelect';
import {
  fetchImportsPage,
  IMPORT_FILTERS,
  type ImportFilter,
  importsPageKey,
  type SettlementImport,
} from '../../features/settlement/api/imports-page';
import { ImportStatusTag } from '../../features/settlement/components/ImportStatusTag';
import { ImportUploadModal } from '../../features/settlement/components/ImportUploadModal';
import { downloadFile } from '../../lib/download';
import './SettlementPage.css';
import { labelOptions } from '../../lib/label-options';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const columns: ColumnsType<SettlementImport> = [
  {
    title: '导入',
    key: 'file',
    width: 240,
    render: (_: unknown, r) => (
      <div className="settlement-page-stack">
        <Link to={`/settlement/imports/${r.id}`}>{r.fileName}</Link>
        <span className="settlement-page-muted">
          #{r.id} · {sizeOf(r.fileSize)} · {r.format === 'standard' ? '标准模板' : '平台列映射'}
        </span>
      </div>
    ),
  },
  { title: '任务平台', dataIndex: 'taskPlatformName', width: 110 },
  { title: '报表日期', dataIndex: 'reportDate', width: 110 },
  { title: '类型', dataIndex: 'kind', width: 150, render: (k: SettlementImport['kind']) => IMPORT_KIND_LABELS[k] },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: ImportStatus) => <ImportStatusTag status={s} /> },
  {
    title: '行数（匹配/总）',
    key: 'rows',
    width: 140,
    render: (_: unknown, r) =>
      r.preview ? `${r.preview.matchedRows.toLocaleString('zh-CN')} / ${r.preview.totalRows.toLocaleString('zh-CN')}` : '-',
  },
  {
    title: '推客收益',
    key: 'amount',
    width: 110,
    align: 'right',
    render: (_: unknown, r) => (r.preview ? <Money fen={r.preview.matchedAmount} /> : '-'),
  },
  {
    title: '导入人 / 时间',
    key: 'created',
    width: 170,
    render: (_: unknown, r) => (
      <div className="settlement-page-stack">
        <span>{r.createdBy}</span>
        <DateTime value={r.createdAt} />
      </div>
    ),
  },
];

const TemplateButton = () => (
  <DownloadButton download={() => downloadFile('GET /admin-api/settlement/template', {}, 'settlement-template.csv')}>
    下载标准模板
  </DownloadButton>
);

/**
 * /admin/settlement/imports (报表导入): the upstream reports imported, newest first, by platform and
 * status; the standard template to download; 导入报表 uploads one and opens its preview.
 */
export default function ImportsPage() {
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const upload = (
    <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
      导入报表
    </Button>
  );
  return (
    <div className="settlement-page">
      <Card variant="borderless">
        <div className="settlement-page-bar">
          <FilterBar<ImportFilter> names={IMPORT_FILTERS}>
            <PlatformFilter placeholder="全部平台" className="settlement-page-filter" />
            <Form.Item name="status" label="状态">
              <Select
                allowClear
                placeholder="全部状态"
                className="settlement-page-filter-short"
                options={labelOptions(IMPORT_STATUS_LABELS)}
              />
            </Form.Item>
          </FilterBar>
          <div className="settlement-page-actions">
            <TemplateButton />
            {upload}
          </div>
        </div>
      </Card>
      <Card variant="borderless">
        <ServerTable<SettlementImport, ImportFilter>
          queryKey={importsPageKey}
          fetchPage={fetchImportsPage}
          filterNames={IMPORT_FILTERS}
          columns={columns}
          rowKey="id"
          scrollX={1120}
          empty={{ description: '还没有导入过报表', action: upload }}
        />
      </Card>
      <ImportUploadModal
        open={uploading}
        platformSelect={<PlatformSelect />}
        onClose={() => setUploading(false)}
        onImported={(imported) => {
          setUploading(false);
          void client.invalidateQueries({ queryKey: importsPageKey });
          void navigate(`/settlement/imports/${imported.id}`);
        }}
      />
    </div>
  );
}
