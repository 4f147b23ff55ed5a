import { PlusOutlined } from '@ant-design/icons';
import { ZAdminWorksPageQuery } from '@tuike/contract/admin-catalogue';
import { Button, Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  WORK_FILTERS,
  type WorkFilter,
  type WorkRow,
  fetchWorksPage,
  worksPageKey,
} from '../../features/catalogue/api/works-page';
import { ListedSwitch } from '../../features/catalogue/components/ListedSwitch';
import { PlatformFilter } from '../../features/catalogue/components/PlatformSelect';
import { WeightInput } from '../../features/catalogue/components/WeightInput';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './WorksPage.css';

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function columns(canWrite: boolean): ColumnsType<WorkRow> {
  return [
    {
      title: '封面',
      dataIndex: 'coverThumb',
      width: 76,
      render: (src: string, w) => <img src={src} alt={`《${w.title}》封面`} className="works-page-cover" loading="lazy" />,
    },
    {
      title: '作品',
      key: 'title',
      render: (_: unknown, w) => (
        <div className="works-page-title">
          <Link to={`/works/${w.id}`} className="works-page-name">
            {w.title}
          </Link>
          <span className="works-page-muted">
            #{w.id} · {w.type === 1 ? `${w.length} 集` : `${w.length} 千字`}
            {w.completed ? ' · 已完结' : ' · 连载中'}
            {w.isRecommended && (
              <Tag color="gold" className="works-page-tag">
                推荐
              </Tag>
            )}
          </span>
          <span className="works-page-muted">
            素材：视频 {w.materialCounts.video} · 图片 {w.materialCounts.image} · 文案 {w.materialCounts.copy} · 音乐{' '}
            {w.materialCounts.audio}
          </span>
        </div>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 64,
      render: (t: number) => <Tag color={t === 1 ? 'volcano' : 'geekblue'}>{t === 1 ? '短剧' : '小说'}</Tag>,
    },
    { title: '任务平台', dataIndex: 'taskPlatformName', width: 124 },
    {
      title: '分成',
      dataIndex: 'shareBps',
      width: 84,
      align: 'right',
      render: (bps: number) => <span className="works-page-num">{percent(bps)}</span>,
    },
    {
      title: '权重',
      key: 'weight',
      dataIndex: 'weight',
      width: 100,
      sorter: true,
      render: (weight: number, w) =>
        canWrite ? <WeightInput key={`${w.id}:${weight}`} id={w.id} weight={weight} title={w.title} /> : weight,
    },
    {
      title: '上架',
      dataIndex: 'listed',
      width: 104,
      render: (listed: boolean, w) => <ListedSwitch id={w.id} title={w.title} listed={listed} disabled={!canWrite} />,
    },
    {
      title: '更新时间',
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      width: 112,
      sorter: true,
      render: (v: string) => <DateTime value={v} stacked />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_: unknown, w) => <Link to={`/works/${w.id}`}>{canWrite ? '编辑' : '查看'}</Link>,
    },
  ];
}

/**
 * /admin/works: every work, listed or not. Filter by title or id, type, platform and listing; sort by
 * weight or last change; list or unlist with a confirmation (the app follows within a second); set
 * the weight that orders the app's 推荐 list; open a work to edit it and its materials.
 */
export default function WorksPage() {
  const canWrite = useCan('catalogue.write');
  const navigate = useNavigate();
  const create = canWrite ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/works/new')}>
      新建作品
    </Button>
  ) : null;
  return (
    <div className="works-page">
      <Card variant="borderless">
        <FilterBar<WorkFilter> names={WORK_FILTERS}>
          <Form.Item name="keyword" label="作品" rules={[zodRule(ZAdminWorksPageQuery, 'keyword')]}>
            <Input allowClear placeholder="名称或 ID" />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <Select
              allowClear
              placeholder="全部"
              className="works-page-filter"
              options={[
                { value: '1', label: '短剧' },
                { value: '2', label: '小说' },
              ]}
            />
          </Form.Item>
          <PlatformFilter placeholder="全部" className="works-page-filter-wide" />
          <Form.Item name="listed" label="状态">
            <Select
              allowClear
              placeholder="全部"
              className="works-page-filter"
              options={[
                { value: 'true', label: '已上架' },
                { value: 'false', label: '未上架' },
              ]}
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card
        variant="borderless"
        title={
          <Typography.Text type="secondary">
            权重越大，在推客端「推荐」列表中越靠前；上架、下架与修改 1 秒内生效。
          </Typography.Text>
        }
        extra={create}
      >
        <Space orientation="vertical" className="works-page-body">
          <ServerTable<WorkRow, WorkFilter>
            queryKey={worksPageKey}
            fetchPage={fetchWorksPage}
            filterNames={WORK_FILTERS}
            columns={columns(canWrite)}
            rowKey="id"
            scrollX={940}
            empty={{ description: '还没有符合条件的作品', action: create }}
          />
        </Space>
      </Card>
    </div>
  );
}
