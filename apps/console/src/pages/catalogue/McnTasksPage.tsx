import { PlusOutlined } from '@ant-design/icons';
import { MCN_TASK_STATUS, type McnTaskStatus, ZAdminMcnTasksPageQuery } from '@tuike/contract/admin-mcn-tasks';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import { endMcnTask } from '../../features/catalogue/api/mcn-task-end';
import {
  MCN_FILTERS,
  type McnFilter,
  type McnRow,
  fetchMcnTasksPage,
  mcnTasksPageKey,
} from '../../features/catalogue/api/mcn-tasks-page';
import { PlatformFilter } from '../../features/catalogue/components/PlatformSelect';
import { useCan } from '../../lib/me';
import { toast } from '../../lib/toast';
import { zodRule } from '../../lib/zod-rule';
import './McnTasksPage.css';

const STATUS_COLOR: Record<McnTaskStatus, string> = { unpublished: 'default', upcoming: 'blue', open: 'green', ended: 'default' };

function columns(canWrite: boolean, end: (t: McnRow) => Promise<unknown>): ColumnsType<McnRow> {
  return [
    {
      title: '任务',
      key: 'title',
      render: (_: unknown, t) => (
        <div className="mcn-tasks-page-task">
          <img src={t.coverThumb} alt="" className="mcn-tasks-page-cover" loading="lazy" />
          <div>
            <Link to={`/mcn-tasks/${t.id}`}>{t.title}</Link>
            <div className="mcn-tasks-page-muted">
              #{t.id} · {t.taskPlatformName}
              {t.workTitle ? ` · 《${t.workTitle}》` : ''}
            </div>
          </div>
        </div>
      ),
    },
    { title: '奖励', dataIndex: 'rewardDesc', width: 180 },
    {
      title: '开始',
      key: 'startsAt',
      dataIndex: 'startsAt',
      width: 170,
      sorter: true,
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: '结束',
      key: 'endsAt',
      dataIndex: 'endsAt',
      width: 170,
      sorter: true,
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: McnTaskStatus) => <Tag color={STATUS_COLOR[s]}>{MCN_TASK_STATUS[s]}</Tag>,
    },
    { title: '领取人数', dataIndex: 'joinedCount', width: 90, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, t) => (
        <Space size={4}>
          <Link to={`/mcn-tasks/${t.id}`}>{canWrite ? '编辑' : '查看'}</Link>
          {canWrite && t.status !== 'ended' && (
            <ConfirmButton
              type="link"
              size="small"
              danger
              title={`确定结束「${t.title}」吗？`}
              description="结束后推客不能再领取；已领取的渠道链接仍归各自推客。"
              okText="结束任务"
              onConfirm={() => end(t)}
            >
              结束
            </ConfirmButton>
          )}
        </Space>
      ),
    },
  ];
}

/** /admin/mcn-tasks: star/MCN tasks in every state; end one (asked first), open one to edit it. */
export default function McnTasksPage() {
  const canWrite = useCan('catalogue.write');
  const navigate = useNavigate();
  const client = useQueryClient();
  const end = async (t: McnRow) => {
    await endMcnTask(t.id);
    toast.success(`「${t.title}」已结束`);
    await client.invalidateQueries({ queryKey: mcnTasksPageKey });
  };
  const create = canWrite ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/mcn-tasks/new')}>
      新建任务
    </Button>
  ) : null;
  return (
    <div className="mcn-tasks-page">
      <Card variant="borderless">
        <FilterBar<McnFilter> names={MCN_FILTERS}>
          <Form.Item name="keyword" label="任务" rules={[zodRule(ZAdminMcnTasksPageQuery, 'keyword')]}>
            <Input allowClear placeholder="任务名称" />
          </Form.Item>
          <PlatformFilter placeholder="全部" className="mcn-tasks-page-filter-wide" />
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="全部"
              className="mcn-tasks-page-filter"
              options={Object.entries(MCN_TASK_STATUS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" extra={create}>
        <ServerTable<McnRow, McnFilter>
          queryKey={mcnTasksPageKey}
          fetchPage={fetchMcnTasksPage}
          filterNames={MCN_FILTERS}
          columns={columns(canWrite, end)}
          rowKey="id"
          scrollX={1100}
          empty={{ description: '还没有符合条件的任务', action: create }}
        />
      </Card>
    </div>
  );
}
