import { ZPromoterPageQuery } from '@tuike/contract/admin-promoters';
import { PROMOTER_STATUS_LABELS, type PromoterStatus } from '@tuike/contract/promoter-values';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchPromotersPage,
  PROMOTER_FILTERS,
  type PromoterFilter,
  type PromoterRow,
  promotersPageKey,
} from '../../features/promoters/api/promoters-page';
import { PromoterNameCell } from '../../features/promoters/components/PromoterNameCell';
import { PromoterStatusTag } from '../../features/promoters/components/PromoterStatusTag';
import { AssignMentorModal } from '../../features/growth/components/AssignMentorModal';
import { useCan } from '../../lib/me';
import { zodRule } from '../../lib/zod-rule';
import './PromotersPage.css';

const STATUS_OPTIONS = (Object.keys(PROMOTER_STATUS_LABELS) as PromoterStatus[]).map((value) => ({
  value,
  label: PROMOTER_STATUS_LABELS[value],
}));

const columns: ColumnsType<PromoterRow> = [
  {
    title: '推客',
    key: 'promoter',
    width: 200,
    render: (_: unknown, r) => <PromoterNameCell id={r.id} nickname={r.nickname} promoterNo={r.promoterNo} avatar={r.avatar} />,
  },
  { title: '手机号', dataIndex: 'phone', width: 125, className: 'promoters-page-num' },
  { title: 'ID', dataIndex: 'id', width: 64, className: 'promoters-page-num' },
  { title: '状态', dataIndex: 'status', width: 100, render: (s: PromoterStatus) => <PromoterStatusTag status={s} /> },
  { title: '余额', dataIndex: 'balance', width: 116, align: 'right', render: (fen: number) => <Money fen={fen} /> },
  { title: 'VIP', dataIndex: 'vipLevel', width: 64, render: (level: number) => `VIP${level}` },
  {
    title: '邀请人',
    dataIndex: 'inviter',
    width: 110,
    ellipsis: true,
    render: (inviter: PromoterRow['inviter']) =>
      inviter ? <Link to={`/promoters/${inviter.id}`}>{inviter.nickname}</Link> : <span className="promoters-page-muted">-</span>,
  },
  { title: '注册日期', dataIndex: 'registeredAt', width: 110, render: (v: string) => <DateTime value={v} date /> },
  {
    title: '操作',
    key: 'actions',
    width: 64,
    fixed: 'right',
    render: (_: unknown, r) => <Link to={`/promoters/${r.id}`}>详情</Link>,
  },
];

/**
 * /admin/promoters: find a promoter by phone (a prefix: 138…), id, promoter number or a piece of the
 * nickname, optionally by status; each row opens their detail page. Roles without 停用与启用推客
 * (finance) see phones masked and find a phone only by all its digits (the server decides). Roles that
 * manage promoters select rows and assign them a wechat mentor in bulk.
 */
export default function PromotersPage() {
  const canManage = useCan('promoters.manage');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  const [assigning, setAssigning] = useState(false);
  const assign = canManage && (
    <Button disabled={!selected.length} onClick={() => setAssigning(true)}>
      指派导师{selected.length ? `（${selected.length}）` : ''}
    </Button>
  );
  return (
    <div className="promoters-page">
      <Card variant="borderless">
        <FilterBar<PromoterFilter> names={PROMOTER_FILTERS}>
          <Form.Item name="keyword" label="搜索" rules={[zodRule(ZPromoterPageQuery, 'keyword')]}>
            <Input allowClear placeholder="手机号 / ID / 推客号 / 昵称" className="promoters-page-keyword" />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select allowClear placeholder="全部状态" options={STATUS_OPTIONS} className="promoters-page-status" />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="推客" extra={assign}>
        <ServerTable<PromoterRow, PromoterFilter>
          queryKey={promotersPageKey}
          fetchPage={fetchPromotersPage}
          filterNames={PROMOTER_FILTERS}
          columns={columns}
          rowKey="id"
          scrollX={940}
          rowSelection={
            canManage ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true } : undefined
          }
          empty={{ description: '没有找到符合条件的推客，换个手机号、推客号或昵称试试' }}
        />
      </Card>
      {assigning && (
        <AssignMentorModal
          userIds={selected.map(Number)}
          onClose={() => setAssigning(false)}
          onDone={() => {
            setAssigning(false);
            setSelected([]);
            void queryClient.invalidateQueries({ queryKey: ['admin-api', 'mentors'] });
          }}
        />
      )}
    </div>
  );
}
