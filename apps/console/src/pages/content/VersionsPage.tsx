import { PlusOutlined } from '@ant-design/icons';
import type { AdminAppVersion } from '@tuike/contract/admin-content';
import { PLATFORMS } from '@tuike/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchVersionsPage,
  VERSION_FILTERS,
  type VersionFilter,
  type VersionRow,
  versionsPageKey,
} from '../../features/content/api/versions-page';
import { ContentStateTag } from '../../features/content/components/ContentStateTag';
import { PLATFORM_LABELS, VersionFormModal } from '../../features/content/components/VersionFormModal';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import './ContentPage.css';

/**
 * /admin/content/versions: the app releases the upgrade flow offers (`/api/upgrade/latestVersion`),
 * newest number first per platform. Publish, edit, and withdraw after asking.
 */
export default function VersionsPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminAppVersion | null | 'new'>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: versionsPageKey });

  const remove = async (v: VersionRow) => {
    await request('POST /admin-api/content/versions/delete', { body: { id: v.id } });
    toast.success('版本已撤回');
    await refresh();
  };

  const columns: ColumnsType<VersionRow> = [
    { title: '平台', dataIndex: 'platform', width: 110, render: (p: VersionRow['platform']) => <Tag>{PLATFORM_LABELS[p]}</Tag> },
    {
      title: '版本',
      dataIndex: 'version',
      width: 260,
      render: (v: string, r) => (
        <div className="content-page-release">
          <span className="content-page-title">
            <strong>{v}</strong>
            {r.force && <Tag color="red">强制更新</Tag>}
          </span>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.url }} className="content-page-url">
            {r.url}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '更新说明',
      dataIndex: 'notes',
      render: (notes: string) => (
        <Typography.Paragraph className="content-page-notes" ellipsis={{ rows: 2, tooltip: notes }}>
          {notes || '-'}
        </Typography.Paragraph>
      ),
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 170, render: (v: string) => <DateTime value={v} /> },
    { title: '状态', dataIndex: 'state', width: 90, render: (_: unknown, r) => <ContentStateTag kind="post" state={r.state} /> },
    {
      title: '操作',
      key: 'actions',
      width: 128,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            编辑
          </Button>
          <ConfirmButton
            type="link"
            size="small"
            danger
            title={`撤回 ${PLATFORM_LABELS[r.platform]} ${r.version}？`}
            description="撤回后 App 不再提示升级到这个版本。"
            okText="撤回"
            onConfirm={() => remove(r)}
          >
            撤回
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      发布新版本
    </Button>
  );

  return (
    <div className="content-page">
      <Card variant="borderless">
        <FilterBar<VersionFilter> names={VERSION_FILTERS}>
          <Form.Item name="platform" label="平台">
            <Select
              allowClear
              placeholder="全部"
              options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
              className="content-page-select"
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="App 版本" extra={create}>
        <ServerTable<VersionRow, VersionFilter>
          queryKey={versionsPageKey}
          fetchPage={fetchVersionsPage}
          filterNames={VERSION_FILTERS}
          columns={columns}
          rowKey="id"
          empty={{ description: '还没有发布过版本', action: create }}
        />
      </Card>
      {editing && (
        <VersionFormModal
          release={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
