import { PlusOutlined } from '@ant-design/icons';
import { type AdminPanResource, ZAdminPanResourcesQuery } from '@tuike/contract/admin-pan';
import { TASK_PLATFORM_CATEGORY } from '@tuike/contract/admin-task-platforms';
import { panResourceCategoryItems } from '@tuike/contract/pan-rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import { deletePanResource } from '../../features/catalogue/api/pan-resource-delete';
import { setPanResourceListed } from '../../features/catalogue/api/pan-resource-listing';
import {
  PAN_FILTERS,
  type PanFilter,
  type PanResourceRow,
  fetchPanResourcesPage,
  panResourcesPageKey,
} from '../../features/catalogue/api/pan-resources-page';
import { PanResourceFormModal } from '../../features/catalogue/components/PanResourceFormModal';
import { PlatformFilter } from '../../features/catalogue/components/PlatformSelect';
import { useCan } from '../../lib/me';
import { useTableParams } from '../../lib/table-params';
import { toast } from '../../lib/toast';
import { zodRule } from '../../lib/zod-rule';
import './PanResourcesPage.css';

const ALL = 'all';

/** 全部 / 已上架 / 已下架 with their counts under the other filters, read from the table's own answer. */
function StatusTabs() {
  const { params, setFilters } = useTableParams(PAN_FILTERS);
  const page = useQuery({
    queryKey: [...panResourcesPageKey, params],
    queryFn: () => fetchPanResourcesPage(params),
    placeholderData: keepPreviousData,
  });
  const counts = page.data?.counts;
  const label = (text: string, n: number | undefined) => (n === undefined ? text : `${text} ${n}`);
  return (
    <Tabs
      className="pan-resources-page-tabs"
      activeKey={params.filters.status ?? ALL}
      onChange={(key) => setFilters({ ...params.filters, status: key === ALL ? undefined : key })}
      items={[
        { key: ALL, label: label('全部', counts?.all) },
        { key: 'listed', label: label('已上架', counts?.listed) },
        { key: 'unlisted', label: label('已下架', counts?.unlisted) },
      ]}
    />
  );
}

function columns(
  canWrite: boolean,
  act: {
    edit: (r: PanResourceRow) => void;
    list: (r: PanResourceRow, listed: boolean) => Promise<unknown>;
    remove: (r: PanResourceRow) => Promise<unknown>;
  },
): ColumnsType<PanResourceRow> {
  return [
    {
      title: '资源',
      key: 'title',
      width: 248,
      render: (_: unknown, r) => (
        <div className="pan-resources-page-item">
          <img src={r.cover} alt="" className="pan-resources-page-cover" loading="lazy" />
          <div className="pan-resources-page-text">
            <div className="pan-resources-page-title" title={r.title}>
              {r.title}
            </div>
            <div className="pan-resources-page-muted pan-resources-page-clip">
              #{r.id} · {r.summary || '无简介'}
            </div>
          </div>
        </div>
      ),
    },
    { title: '网盘', dataIndex: 'taskPlatformName', width: 96 },
    { title: '分类', dataIndex: 'categoryLabel', width: 96, render: (v: string) => <Tag>{v}</Tag> },
    {
      title: '分享链接模板',
      dataIndex: 'linkTemplate',
      width: 180,
      render: (v: string) => (
        <Typography.Text className="pan-resources-page-link" ellipsis={{ tooltip: v }} copyable={{ text: v }}>
          {v}
        </Typography.Text>
      ),
    },
    { title: '推广人数', dataIndex: 'promotedCount', width: 90, align: 'right' },
    { title: '排序', dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: '状态',
      dataIndex: 'listed',
      width: 84,
      render: (listed: boolean) => <Tag color={listed ? 'green' : 'default'}>{listed ? '已上架' : '已下架'}</Tag>,
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 112,
      render: (v: string) => <DateTime value={v} stacked />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) =>
        canWrite ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => act.edit(r)}>
              编辑
            </Button>
            {r.listed ? (
              <ConfirmButton
                type="link"
                size="small"
                title={`下架「${r.title}」？`}
                description="下架后推客不能再推广它；已生成的分享链接仍然有效。"
                okText="下架"
                onConfirm={() => act.list(r, false)}
              >
                下架
              </ConfirmButton>
            ) : (
              <Button type="link" size="small" onClick={() => void act.list(r, true).catch(() => undefined)}>
                上架
              </Button>
            )}
            <ConfirmButton
              type="link"
              size="small"
              danger
              title={`删除「${r.title}」？`}
              description="删除后推客看不到它；已生成的推广和回填记录保留。"
              okText="删除"
              onConfirm={() => act.remove(r)}
            >
              删除
            </ConfirmButton>
          </Space>
        ) : (
          <span className="pan-resources-page-muted">只读</span>
        ),
    },
  ];
}

/**
 * /admin/pan-resources: the resources promoters share on cloud drives (网盘拉新), listed and unlisted,
 * with counts per status; create and edit in a dialog, unlist and delete after asking. Every change is
 * an audit row.
 */
export default function PanResourcesPage() {
  const canWrite = useCan('catalogue.write');
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminPanResource | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: panResourcesPageKey });
  const act = {
    edit: (r: PanResourceRow) => setEditing(r),
    list: async (r: PanResourceRow, listed: boolean) => {
      await setPanResourceListed(r.id, listed);
      toast.success(listed ? `「${r.title}」已上架` : `「${r.title}」已下架`);
      await refresh();
    },
    remove: async (r: PanResourceRow) => {
      await deletePanResource(r.id);
      toast.success(`「${r.title}」已删除`);
      await refresh();
    },
  };
  const create = canWrite ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      新建资源
    </Button>
  ) : null;
  return (
    <div className="pan-resources-page">
      <Card variant="borderless">
        <FilterBar<PanFilter> names={PAN_FILTERS}>
          <Form.Item name="keyword" label="资源" rules={[zodRule(ZAdminPanResourcesQuery, 'keyword')]}>
            <Input allowClear placeholder="资源名称" />
          </Form.Item>
          <PlatformFilter
            label="网盘"
            category={TASK_PLATFORM_CATEGORY.cloudDrive.value}
            placeholder="全部网盘"
            className="pan-resources-page-filter-wide"
          />
          <Form.Item name="category" label="分类">
            <Select
              allowClear
              placeholder="全部"
              className="pan-resources-page-filter"
              options={panResourceCategoryItems.map((c) => ({ value: String(c.value), label: c.label }))}
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="网盘资源" extra={create}>
        <StatusTabs />
        <ServerTable<PanResourceRow, PanFilter>
          queryKey={panResourcesPageKey}
          fetchPage={fetchPanResourcesPage}
          filterNames={PAN_FILTERS}
          columns={columns(canWrite, act)}
          rowKey="id"
          scrollX={1120}
          empty={{ description: '还没有符合条件的网盘资源', action: create }}
        />
      </Card>
      {editing && (
        <PanResourceFormModal
          resource={editing === 'new' ? null : editing}
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
