import { PlusOutlined } from '@ant-design/icons';
import type { ArticleKind } from '@tuike/contract/enums';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { DateTime } from '../../../components/DateTime';
import { FilterBar } from '../../../components/FilterBar';
import { ServerTable } from '../../../components/ServerTable';
import { request } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { ARTICLE_FILTERS, type ArticleFilter, type ArticleRow, articlesPageKey, fetchArticlesPage } from '../api/articles-page';
import { ContentStateTag, stateOptions } from './ContentStateTag';
import './ArticleTable.css';

export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = {
  tutorial: '教程',
  article: '文章',
  faq: '常见问题',
  about: '关于我们',
};

export interface ArticleTableProps {
  /** The kinds this list shows (a kind filter appears when there is more than one). */
  kinds: readonly ArticleKind[];
  /** Where its editor lives: `/content/faq` → `/content/faq/:id`. */
  base: string;
  title: string;
  createLabel: string;
}

/** Articles of some kinds, drafts included, in the app's order; publish, take down and delete after asking. */
export function ArticleTable({ kinds, base, title, createLabel }: ArticleTableProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: articlesPageKey });

  const publish = async (a: ArticleRow, published: boolean) => {
    await request('POST /admin-api/content/articles/publish', { body: { id: a.id, published } });
    toast.success(published ? '已发布' : '已下架');
    await refresh();
  };
  const remove = async (a: ArticleRow) => {
    await request('POST /admin-api/content/articles/delete', { body: { id: a.id } });
    toast.success('已删除');
    await refresh();
  };

  const columns: ColumnsType<ArticleRow> = [
    { title: '排序', dataIndex: 'sort', width: 72, align: 'right' },
    ...(kinds.length > 1
      ? [{ title: '类型', dataIndex: 'kind', width: 96, render: (k: ArticleKind) => <Tag>{ARTICLE_KIND_LABELS[k]}</Tag> }]
      : []),
    {
      title: '分类',
      dataIndex: 'category',
      width: 120,
      render: (c: string) => c || <span className="article-table-muted">-</span>,
    },
    { title: '标题', dataIndex: 'title', ellipsis: true, render: (t: string, a) => <Link to={`${base}/${a.id}`}>{t}</Link> },
    { title: '发布时间', dataIndex: 'publishedAt', width: 180, render: (v: string) => <DateTime value={v} /> },
    { title: '状态', dataIndex: 'state', width: 100, render: (_: unknown, a) => <ContentStateTag kind="post" state={a.state} /> },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${base}/${a.id}`)}>
            编辑
          </Button>
          {a.published ? (
            <ConfirmButton
              type="link"
              size="small"
              title={`下架「${a.title}」？`}
              description="下架后推客在 App 中看不到它。"
              okText="下架"
              onConfirm={() => publish(a, false)}
            >
              下架
            </ConfirmButton>
          ) : (
            <ConfirmButton
              type="link"
              size="small"
              title={`发布「${a.title}」？`}
              description="发布后推客即可在 App 中看到。"
              okText="发布"
              onConfirm={() => publish(a, true)}
            >
              发布
            </ConfirmButton>
          )}
          <ConfirmButton
            type="link"
            size="small"
            danger
            title={`删除「${a.title}」？`}
            description="删除后不可恢复。"
            okText="删除"
            onConfirm={() => remove(a)}
          >
            删除
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${base}/new`)}>
      {createLabel}
    </Button>
  );

  return (
    <div className="article-table">
      <Card variant="borderless">
        <FilterBar<ArticleFilter> names={ARTICLE_FILTERS}>
          <Form.Item name="keyword" label="标题">
            <Input allowClear placeholder="搜索标题" maxLength={50} />
          </Form.Item>
          {kinds.length > 1 && (
            <Form.Item name="kind" label="类型">
              <Select
                allowClear
                placeholder="全部"
                options={kinds.map((k) => ({ value: k, label: ARTICLE_KIND_LABELS[k] }))}
                className="article-table-select"
              />
            </Form.Item>
          )}
          <Form.Item name="category" label="分类">
            <Input allowClear placeholder="分类名称" maxLength={40} className="article-table-select" />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select allowClear placeholder="全部" options={stateOptions('post')} className="article-table-select" />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title={title} extra={create}>
        <ServerTable<ArticleRow, ArticleFilter>
          queryKey={[...articlesPageKey, kinds]}
          fetchPage={fetchArticlesPage(kinds)}
          filterNames={ARTICLE_FILTERS}
          columns={columns}
          rowKey="id"
          empty={{ description: `还没有${title}`, action: create }}
        />
      </Card>
    </div>
  );
}
