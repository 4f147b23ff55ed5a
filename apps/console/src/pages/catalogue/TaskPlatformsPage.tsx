import { PlusOutlined } from '@ant-design/icons';
import { TASK_PLATFORM_CATEGORY, ZAdminTaskPlatformsPageQuery } from '@tuike/contract/admin-task-platforms';
import { settlementTypeItems } from '@tuike/contract/enums';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  PLATFORM_FILTERS,
  type PlatformFilter,
  type PlatformRow,
  fetchTaskPlatformsPage,
  taskPlatformsPageKey,
} from '../../features/catalogue/api/task-platforms-page';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './TaskPlatformsPage.css';

const CATEGORIES = Object.values(TASK_PLATFORM_CATEGORY);

function columns(canWrite: boolean): ColumnsType<PlatformRow> {
  return [
    {
      title: '平台',
      key: 'name',
      render: (_: unknown, p) => (
        <div className="task-platforms-page-name">
          <img src={p.logo} alt="" className="task-platforms-page-logo" />
          <div>
            <Link to={`/task-platforms/${p.id}`}>{p.name}</Link>
            <div className="task-platforms-page-muted">{p.summary || '—'}</div>
          </div>
        </div>
      ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      width: 76,
      render: (c: number) => <Tag>{CATEGORIES.find((x) => x.value === c)?.label ?? c}</Tag>,
    },
    {
      title: '推广 / 结算',
      key: 'types',
      width: 124,
      render: (_: unknown, p) => (
        <div className="task-platforms-page-muted">
          {p.promotionTypeLabel}
          <br />
          {p.settlementTypeLabel}
        </div>
      ),
    },
    {
      title: '当前价格',
      key: 'price',
      width: 200,
      render: (_: unknown, p) => (
        <div>
          <span>{p.priceDesc}</span>
          {p.currentPrice && <Tag className="task-platforms-page-version">v{p.currentPrice.version}</Tag>}
          {p.nextPrice && (
            <div className="task-platforms-page-next">
              <DateTime value={p.nextPrice.effectiveFrom} /> 起：{p.nextPrice.priceDesc}
            </div>
          )}
        </div>
      ),
    },
    {
      title: '口令规则',
      key: 'alias',
      width: 196,
      render: (_: unknown, p) => (
        <div>
          <Tag color={p.aliasRule.reviewMode === 'manual' ? 'orange' : 'green'}>{p.aliasRule.reviewMode === 'manual' ? '人工审核' : '自动通过'}</Tag>
          <div className="task-platforms-page-muted">{p.aliasRule.description}</div>
        </div>
      ),
    },
    { title: '作品', dataIndex: 'workCount', width: 60, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 70,
      render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '排序', key: 'sort', dataIndex: 'sort', width: 76, sorter: true, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      fixed: 'right',
      render: (_: unknown, p) => <Link to={`/task-platforms/${p.id}`}>{canWrite ? '编辑' : '查看'}</Link>,
    },
  ];
}

/**
 * /admin/task-platforms: every platform with its price in force (and the next one scheduled), its
 * alias rule and review mode; a platform opens to its form and its price versions.
 */
export default function TaskPlatformsPage() {
  const canWrite = useCan('catalogue.write');
  const navigate = useNavigate();
  const create = canWrite ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/task-platforms/new')}>
      新建任务平台
    </Button>
  ) : null;
  return (
    <div className="task-platforms-page">
      <Card variant="borderless">
        <FilterBar<PlatformFilter> names={PLATFORM_FILTERS}>
          <Form.Item name="keyword" label="名称" rules={[zodRule(ZAdminTaskPlatformsPageQuery, 'keyword')]}>
            <Input allowClear placeholder="平台名称" />
          </Form.Item>
          <Form.Item name="category" label="分类">
            <Select allowClear placeholder="全部" className="task-platforms-page-filter" options={CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))} />
          </Form.Item>
          <Form.Item name="settlementType" label="结算">
            <Select
              allowClear
              placeholder="全部"
              className="task-platforms-page-filter-wide"
              options={settlementTypeItems.map((s) => ({ value: String(s.value), label: s.label }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label="状态">
            <Select
              allowClear
              placeholder="全部"
              className="task-platforms-page-filter"
              options={[
                { value: 'true', label: '启用' },
                { value: 'false', label: '停用' },
              ]}
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" extra={create} title="价格与分成按版本保存：新价格从生效时间起计，之前的收益按原价格结算。">
        <ServerTable<PlatformRow, PlatformFilter>
          queryKey={taskPlatformsPageKey}
          fetchPage={fetchTaskPlatformsPage}
          filterNames={PLATFORM_FILTERS}
          columns={columns(canWrite)}
          rowKey="id"
          scrollX={1080}
          empty={{ description: '还没有符合条件的任务平台', action: create }}
        />
      </Card>
    </div>
  );
}
