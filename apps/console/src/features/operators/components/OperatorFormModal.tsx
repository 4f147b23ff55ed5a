import { ZOperatorCreateRequest, ZOperatorUpdateRequest } from '@tuike/contract/admin-operators';
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole } from '@tuike/contract/operator-grants';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tuike/contract/user';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { createOperator, type OperatorRow, updateOperator } from '../api/operators';
import './OperatorFormModal.css';

/** What each role may do, in the words of the menu it opens (ROLE_GRANTS in the contract decides). */
export const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: '全部功能，包括后台账号、系统设置与余额调整',
  operator: '作品与任务、内容、审核、推客管理；不能操作资金',
  finance: '提现审核、打款与结算，推客信息只读',
};

interface Values {
  account: string;
  name: string;
  role: OperatorRole;
  password: string;
}

export interface OperatorFormModalProps {
  /** The account to edit (name and role); absent: a new account. */
  operator?: OperatorRow | undefined;
  onClose: () => void;
  onSaved: (saved: OperatorRow) => void;
}

/**
 * 新建账号 / 编辑账号: checked with the contract's schemas as the admin types (the initial password by
 * the promoters' password rule); a refusal the server ties to a field (a taken account) shows under it,
 * anything else above the form. The account name is fixed once created.
 */
export function OperatorFormModal({ operator, onClose, onSaved }: OperatorFormModalProps) {
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const editing = operator !== undefined;

  const submit = async () => {
    const values = await form.validateFields();
    setAlert(null);
    setSending(true);
    try {
      onSaved(
        editing ? await updateOperator({ id: operator.id, name: values.name, role: values.role }) : await createOperator(values),
      );
    } catch (err) {
      if (!placeServerError(form, err)) setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? `编辑账号 ${operator.account}` : '新建账号'}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      okButtonProps={{ loading: sending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {alert && <Alert className="operator-form-alert" type="error" showIcon title={alert} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={operator ? { name: operator.name, role: operator.role } : { role: 'operator' }}
        disabled={sending}
      >
        {editing ? (
          <Form.Item label="账号">
            <Input value={operator.account} disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name="account"
            label="账号"
            required
            rules={[zodRule(ZOperatorCreateRequest, 'account')]}
            extra="登录用，创建后不能修改"
          >
            <Input autoComplete="off" maxLength={32} placeholder="如 zhang.san" />
          </Form.Item>
        )}
        <Form.Item name="name" label="姓名" required rules={[zodRule(ZOperatorUpdateRequest, 'name')]}>
          <Input maxLength={32} placeholder="操作日志与页面顶部显示的名字" />
        </Form.Item>
        <Form.Item name="role" label="角色" required rules={[zodRule(ZOperatorUpdateRequest, 'role')]}>
          <Select
            options={OPERATOR_ROLES.map((role) => ({
              value: role,
              label: (
                <span>
                  {OPERATOR_ROLE_LABELS[role]}
                  <span className="operator-form-role-hint">{ROLE_HINTS[role]}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label="初始密码"
            required
            rules={[zodRule(ZOperatorCreateRequest, 'password')]}
            extra={`${PASSWORD_MIN}-${PASSWORD_MAX} 位，同时包含字母和数字；请通过安全渠道告知对方，并提醒其登录后修改`}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
