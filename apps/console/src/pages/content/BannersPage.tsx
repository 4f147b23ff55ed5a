import { PlusOutlined } from '@ant-design/icons';
import type { AdminBanner } from '@tuike/contract/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  BANNER_FILTERS,
  type BannerFilter,
  type BannerRow,
  bannersPageKey,
  fetchBannersPage,
} from '../../features/content/api/banners-page';
import { BannerFormModal, LINK_TYPE_LABELS } from '../../features/content/components/BannerFormModal';
import { ContentStateTag, stateOptions } from '../../features/content/components/ContentStateTag';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import './ContentPage.css';

/**
 * /admin/content/banners: the home carousel. Every banner with its state for the app now (shown, not yet
 * started, ended, switched off), in carousel order; create and edit in a dialog, switch on and off, and
 * delete after asking. The app shows a change within its cache's second.
 */
export default function BannersPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminBanner | null | 'new'>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bannersPageKey });

  const setEnabled = async (b: BannerRow, enabled: boolean) => {
    await request('POST /admin-api/content/banners/enable', { body: { id: b.id, enabled } });
    toast.success(enabled ? '已启用' : '已停用');
    await refresh();
  };
  const remove = async (b: BannerRow) => {
    await request('POST /admin-api/content/banners/delete', { body: { id: b.id } });
    toast.success('已删除');
    await refresh();
  };

  const columns: ColumnsType<BannerRow> = [
    { title: '位置', dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: '图片',
      dataIndex: 'image',
      width: 144,
      render: (src: string, b) => <Image src={src} alt={b.title} width={120} height={48} className="content-page-thumb" />,
    },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    {
      title: '跳转',
      key: 'link',
      ellipsis: true,
      render: (_: unknown, b) => (
        <span>
          <Tag>{LINK_TYPE_LABELS[b.linkType]}</Tag>
          <span className="content-page-muted">{b.link}</span>
        </span>
      ),
    },
    {
      title: '展示时间',
      key: 'window',
      width: 180,
      render: (_: unknown, b) =>
        b.startsAt || b.endsAt ? (
          <div className="content-page-window">
            <span>起 {b.startsAt ? <DateTime value={b.startsAt} /> : '立即'}</span>
            <span>止 {b.endsAt ? <DateTime value={b.endsAt} /> : '长期'}</span>
          </div>
        ) : (
          <span className="content-page-muted">长期展示</span>
        ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 96,
      render: (_: unknown, b) => <ContentStateTag kind="banner" state={b.state} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 172,
      render: (_: unknown, b) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(b)}>
            编辑
          </Button>
          {b.enabled ? (
            <ConfirmButton
              type="link"
              size="small"
              title={`停用「${b.title}」？`}
              description="停用后 App 首页不再展示它。"
              onConfirm={() => setEnabled(b, false)}
            >
              停用
            </ConfirmButton>
          ) : (
            <Button type="link" size="small" onClick={() => void setEnabled(b, true).catch(() => undefined)}>
              启用
            </Button>
          )}
          <ConfirmButton
            type="link"
            size="small"
            danger
            title={`删除「${b.title}」？`}
            description="删除后不可恢复。"
            okText="删除"
            onConfirm={() => remove(b)}
          >
            删除
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      新建轮播图
    </Button>
  );

  return (
    <div className="content-page">
      <Card variant="borderless">
        <FilterBar<BannerFilter> names={BANNER_FILTERS}>
          <Form.Item name="keyword" label="标题">
            <Input allowClear placeholder="搜索标题" maxLength={50} />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select allowClear placeholder="全部" options={stateOptions('banner')} className="content-page-select" />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="首页轮播图" extra={create}>
        <ServerTable<BannerRow, BannerFilter>
          queryKey={bannersPageKey}
          fetchPage={fetchBannersPage}
          filterNames={BANNER_FILTERS}
          columns={columns}
          rowKey="id"
          empty={{ description: '还没有轮播图', action: create }}
        />
      </Card>
      {editing && (
        <BannerFormModal
          banner={editing === 'new' ? null : editing}
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
