import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchNoticesPage,
  NOTICE_FILTERS,
  type NoticeFilter,
  type NoticeRow,
  noticesPageKey,
} from '../../features/content/api/notices-page';
import { ContentStateTag, stateOptions } from '../../features/content/components/ContentStateTag';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import './ContentPage.css';

/**
 * /admin/content/notices: every notice, drafts and scheduled ones too, pinned first then newest (the
 * app's order). Publish and take down after asking; edit the body on its own page.
 */
export default function NoticesPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticesPageKey });

  const publish = async (n: NoticeRow, published: boolean) => {
    await request('POST /admin-api/content/notices/publish', { body: { id: n.id, published } });
    toast.success(published ? '已发布' : '已下架');
    await refresh();
  };
  const remove = async (n: NoticeRow) => {
    await request('POST /admin-api/content/notices/delete', { body: { id: n.id } });
    toast.success('已删除');
    await refresh();
  };

  const columns: ColumnsType<NoticeRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, n) => (
        <span className="content-page-title">
          {n.pinned && <Tag color="red">置顶</Tag>}
          <Link to={`/content/notices/${n.id}`}>{title}</Link>
        </span>
      ),
    },
    {
      title: '摘要',
      dataIndex: 'summary',
      ellipsis: true,
      render: (s: string) => <span className="content-page-muted">{s}</span>,
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 180, render: (v: string) => <DateTime value={v} /> },
    { title: '状态', dataIndex: 'state', width: 100, render: (_: unknown, n) => <ContentStateTag kind="post" state={n.state} /> },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/content/notices/${n.id}`)}>
            编辑
          </Button>
          {n.published ? (
            <ConfirmButton
              type="link"
              size="small"
              title={`下架「${n.title}」？`}
              description="下架后推客在 App 中看不到这条公告。"
              okText="下架"
              onConfirm={() => publish(n, false)}
            >
              下架
            </ConfirmButton>
          ) : (
            <ConfirmButton
              type="link"
              size="small"
              title={`发布「${n.title}」？`}
              description="发布后推客即可在 App 中看到（定时的到时间后可见）。"
              okText="发布"
              onConfirm={() => publish(n, true)}
            >
              发布
            </ConfirmButton>
          )}
          <ConfirmButton
            type="link"
            size="small"
            danger
            title={`删除「${n.title}」？`}
            description="删除后不可恢复，推客的已读记录一并删除。"
            okText="删除"
            onConfirm={() => remove(n)}
          >
            删除
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/content/notices/new')}>
      新建公告
    </Button>
  );

  return (
    <div className="content-page">
      <Card variant="borderless">
        <FilterBar<NoticeFilter> names={NOTICE_FILTERS}>
          <Form.Item name="keyword" label="标题">
            <Input allowClear placeholder="搜索标题" maxLength={50} />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select allowClear placeholder="全部" options={stateOptions('post')} className="content-page-select" />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="公告列表" extra={create}>
        <ServerTable<NoticeRow, NoticeFilter>
          queryKey={noticesPageKey}
          fetchPage={fetchNoticesPage}
          filterNames={NOTICE_FILTERS}
          columns={columns}
          rowKey="id"
          empty={{ description: '还没有公告', action: create }}
        />
      </Card>
    </div>
  );
}
