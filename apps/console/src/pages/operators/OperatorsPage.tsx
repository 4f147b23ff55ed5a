import { PlusOutlined } from '@ant-design/icons';
import { ZOperatorPageQuery } from '@tuike/contract/admin-operators';
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES } from '@tuike/contract/operator-grants';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { FilterBar } from '../../components/FilterBar';
import { ServerTable } from '../../components/ServerTable';
import {
  fetchOperatorsPage,
  OPERATOR_FILTERS,
  type OperatorFilter,
  type OperatorRow,
  operatorsPageKey,
} from '../../features/operators/api/operators';
import { OperatorActions } from '../../features/operators/components/OperatorActions';
import { OperatorFormModal } from '../../features/operators/components/OperatorFormModal';
import { ResetPasswordModal } from '../../features/operators/components/ResetPasswordModal';
import { RoleTag } from '../../features/operators/components/RoleTag';
import { meQueryKey, useMe } from '../../lib/me';
import { toast } from '../../lib/toast';
import { zodRule } from '../../lib/zod-rule';
import './OperatorsPage.css';

function TwoFactor({ row }: { row: OperatorRow }) {
  if (row.totpEnabled)
    return (
      <Space size={4}>
        <Tag color="green">已开启</Tag>
        {row.totpRequired && <Tag>已要求</Tag>}
      </Space>
    );
  return row.totpRequired ? <Tag color="orange">已要求，待绑定</Tag> : <Tag>未开启</Tag>;
}

/**
 * /admin/operators (账号管理, admin only): the console's accounts with their role, status and
 * two-factor; create, edit name and role, reset a password, disable or enable, require two-factor or
 * reset a lost authenticator. Every change is in the audit log; the server keeps one enabled admin.
 */
export default function OperatorsPage() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [editing, setEditing] = useState<OperatorRow | 'new' | null>(null);
  const [resetting, setResetting] = useState<OperatorRow | null>(null);

  const changed = (saved: OperatorRow, message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: operatorsPageKey });
    // The admin's own name or role shows in the header and decides the menu.
    if (saved.id === me?.id) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  const columns: ColumnsType<OperatorRow> = [
    {
      title: '账号',
      dataIndex: 'account',
      render: (account: string, r) => (
        <span>
          {account}
          {r.id === me?.id && <Tag className="operators-page-self">我</Tag>}
        </span>
      ),
    },
    { title: '姓名', dataIndex: 'name' },
    { title: '角色', dataIndex: 'role', width: 96, render: (_: unknown, r) => <RoleTag role={r.role} /> },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 96,
      render: (disabled: boolean) =>
        disabled ? <Badge status="default" text="已停用" /> : <Badge status="success" text="启用" />,
    },
    { title: '两步验证', key: 'totp', width: 150, render: (_: unknown, r) => <TwoFactor row={r} /> },
    {
      title: '最近登录',
      dataIndex: 'lastLoginAt',
      width: 170,
      render: (v: string | null) => (v ? <DateTime value={v} /> : <span className="operators-page-muted">从未登录</span>),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 110, render: (v: string) => <DateTime value={v} date /> },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_: unknown, r) => (
        <OperatorActions row={r} self={r.id === me?.id} onEdit={setEditing} onResetPassword={setResetting} onChanged={changed} />
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      新建账号
    </Button>
  );

  return (
    <div className="operators-page">
      <Card variant="borderless">
        <FilterBar<OperatorFilter> names={OPERATOR_FILTERS}>
          <Form.Item name="keyword" label="账号或姓名" rules={[zodRule(ZOperatorPageQuery, 'keyword')]}>
            <Input allowClear placeholder="输入账号或姓名" />
          </Form.Item>
          <Form.Item name="role" label="角色">
            <Select
              allowClear
              placeholder="全部角色"
              className="operators-page-filter-select"
              options={OPERATOR_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_LABELS[role] }))}
            />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="全部状态"
              className="operators-page-filter-select"
              options={[
                { value: 'active', label: '启用' },
                { value: 'disabled', label: '已停用' },
              ]}
            />
          </Form.Item>
        </FilterBar>
      </Card>
      <Card variant="borderless" title="后台账号" extra={create}>
        <ServerTable<OperatorRow, OperatorFilter>
          queryKey={operatorsPageKey}
          fetchPage={fetchOperatorsPage}
          filterNames={OPERATOR_FILTERS}
          columns={columns}
          rowKey="id"
          scrollX={1080}
          empty={{ description: '没有符合条件的账号', action: create }}
        />
      </Card>
      {editing && (
        <OperatorFormModal
          operator={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            changed(saved, editing === 'new' ? `账号 ${saved.account} 已创建` : '账号已保存');
          }}
        />
      )}
      {resetting && (
        <ResetPasswordModal
          operator={resetting}
          onClose={() => setResetting(null)}
          onSaved={(saved) => {
            setResetting(null);
            changed(saved, `已重置 ${saved.account} 的密码，其登录已全部失效`);
          }}
        />
      )}
    </div>
  );
}
