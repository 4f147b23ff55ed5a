import { PlusOutlined } from '@ant-design/icons';
import type { Mentor, MentorRule } from '@tuike/contract/admin-growth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Skeleton, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DateTime } from '../../components/DateTime';
import { LoadError } from '../../components/LoadError';
import { deleteMentorRule, fetchMentorRules, mentorRulesKey } from '../../features/growth/api/mentor-rules';
import { deleteMentor, fetchMentors, mentorsKey } from '../../features/growth/api/mentors';
import { MentorFormModal } from '../../features/growth/components/MentorFormModal';
import { MentorRuleModal } from '../../features/growth/components/MentorRuleModal';
import { toast } from '../../lib/toast';
import './GrowthPage.css';

/** A list that is one small array (no paging): its skeleton, error with 重试, empty state with its action, or the table. */
function ListStates<T extends object>(props: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T[] | undefined; refetch: () => Promise<unknown> };
  columns: ColumnsType<T>;
  rowKey: (row: T) => string | number;
  empty: string;
  action: ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError || !query.data) return <LoadError query={query} />;
  if (!query.data.length) return <Empty description={props.empty}>{props.action}</Empty>;
  return <Table<T> rowKey={props.rowKey} dataSource={query.data} columns={props.columns} pagination={false} />;
}

/**
 * /admin/growth/mentors: the wechat mentors promoters see on 我的 → 微信导师 (create, edit, delete), and
 * the team-leader rules that give a leader's invitees a mentor. Single promoters get one from 推客列表's
 * bulk 指派导师.
 */
export default function MentorsPage() {
  const queryClient = useQueryClient();
  const mentors = useQuery({ queryKey: mentorsKey, queryFn: fetchMentors });
  const rules = useQuery({ queryKey: mentorRulesKey, queryFn: fetchMentorRules });
  const [editing, setEditing] = useState<Mentor | 'new' | null>(null);
  const [addingRule, setAddingRule] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mentorsKey }),
      queryClient.invalidateQueries({ queryKey: mentorRulesKey }),
    ]);

  const mentorColumns: ColumnsType<Mentor> = [
    {
      title: '二维码',
      dataIndex: 'qrCode',
      width: 88,
      render: (qr: string | null, m) =>
        qr ? (
          <Image src={qr} alt={`${m.name}的二维码`} width={56} height={56} className="growth-page-qr" />
        ) : (
          <span className="growth-page-muted">未上传</span>
        ),
    },
    { title: '导师', dataIndex: 'name', width: 140 },
    { title: '微信号', dataIndex: 'wechatId', width: 180 },
    {
      title: '带的推客',
      dataIndex: 'promoters',
      width: 100,
      align: 'right',
      render: (n: number) => <span className="num">{n}</span>,
    },
    {
      title: '团队长规则',
      dataIndex: 'leaders',
      width: 110,
      align: 'right',
      render: (n: number) => <span className="num">{n}</span>,
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (v: string) => <DateTime value={v} /> },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, m) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(m)}>
            编辑
          </Button>
          <ConfirmButton
            type="link"
            size="small"
            danger
            title={`删除导师「${m.name}」？`}
            description={`${m.promoters} 位推客将没有导师，${m.leaders} 条团队长规则一并删除。`}
            okText="删除"
            onConfirm={async () => {
              await deleteMentor(m.id);
              toast.success('导师已删除');
              await refresh();
            }}
          >
            删除
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  const ruleColumns: ColumnsType<MentorRule> = [
    {
      title: '团队长',
      key: 'leader',
      render: (_: unknown, r) => (
        <Link to={`/promoters/${r.leader.id}`}>
          {r.leader.nickname}
          <span className="growth-page-muted">（推客号 {r.leader.promoterNo}）</span>
        </Link>
      ),
    },
    { title: '导师', key: 'mentor', width: 160, render: (_: unknown, r) => r.mentor.name },
    {
      title: '直推队员',
      dataIndex: 'invitees',
      width: 110,
      align: 'right',
      render: (n: number) => <span className="num">{n}</span>,
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: (v: string) => <DateTime value={v} /> },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      render: (_: unknown, r) => (
        <ConfirmButton
          type="link"
          size="small"
          danger
          title={`删除 ${r.leader.nickname} 的导师规则？`}
          description="已分配的队员保留现有导师，之后注册的队员不再自动分配。"
          okText="删除"
          onConfirm={async () => {
            await deleteMentorRule(r.leader.id);
            toast.success('规则已删除');
            await refresh();
          }}
        >
          删除
        </ConfirmButton>
      ),
    },
  ];

  const newMentor = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      新建导师
    </Button>
  );
  const newRule = (
    <Button icon={<PlusOutlined />} onClick={() => setAddingRule(true)} disabled={!mentors.data?.length}>
      新增规则
    </Button>
  );

  return (
    <div className="growth-page">
      <Card variant="borderless" title="微信导师" extra={newMentor}>
        <ListStates<Mentor>
          query={mentors}
          columns={mentorColumns}
          rowKey={(m) => m.id}
          empty="还没有导师，新建后可在推客列表中批量指派"
          action={newMentor}
        />
      </Card>
      <Card variant="borderless" title="团队导师规则" extra={newRule}>
        <p className="growth-page-muted">团队长邀请的推客（现有的和之后注册的）自动由规则中的导师带。</p>
        <ListStates<MentorRule>
          query={rules}
          columns={ruleColumns}
          rowKey={(r) => r.leader.id}
          empty="还没有团队导师规则"
          action={newRule}
        />
      </Card>
      {editing && (
        <MentorFormModal
          mentor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {addingRule && (
        <MentorRuleModal
          onClose={() => setAddingRule(false)}
          onSaved={() => {
            setAddingRule(false);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
