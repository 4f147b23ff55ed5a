import { ZOperatorResetPasswordRequest } from '@tuike/contract/admin-operators';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tuike/contract/user';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { type OperatorRow, resetOperatorPassword } from '../api/operators';
import { sameAs } from './password-rules';
import './ResetPasswordModal.css';

interface Values {
  password: string;
  confirm: string;
}

/**
 * 重置密码: a new password the admin hands over; every session of the account ends at once, so whoever
 * was logged in with the old one is out.
 */
export function ResetPasswordModal({
  operator,
  onClose,
  onSaved,
}: {
  operator: OperatorRow;
  onClose: () => void;
  onSaved: (saved: OperatorRow) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async () => {
    const { password } = await form.validateFields();
    setAlert(null);
    setSending(true);
    try {
      onSaved(await resetOperatorPassword({ id: operator.id, password }));
    } catch (err) {
      if (!placeServerError(form, err)) setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={`重置 ${operator.account} 的密码`}
      okText="重置密码"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        className="reset-password-alert"
        type="warning"
        showIcon
        title="重置后，该账号在所有设备上的登录立即失效，需要用新密码重新登录。"
      />
      {alert && <Alert className="reset-password-alert" type="error" showIcon title={alert} />}
      <Form form={form} layout="vertical" disabled={sending}>
        <Form.Item
          name="password"
          label="新密码"
          required
          rules={[zodRule(ZOperatorResetPasswordRequest, 'password')]}
          extra={`${PASSWORD_MIN}-${PASSWORD_MAX} 位，同时包含字母和数字`}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={sameAs('password')}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
