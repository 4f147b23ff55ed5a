import { ZOperatorPasswordRequest } from '@tuike/contract/admin-operators';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tuike/contract/user';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { changeOwnPassword } from '../api/self';
import { sameAs } from './password-rules';
import './ChangePasswordCard.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * 修改密码: the old password (checked under the login rules: repeated wrong ones lock the account), the
 * new one by the contract's rule, typed twice. Other sessions end; this one stays.
 */
export function ChangePasswordCard() {
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setAlert(null);
    setSending(true);
    try {
      await changeOwnPassword({ oldPassword, newPassword });
      form.resetFields();
      toast.success('密码已修改，其他设备上的登录已退出');
    } catch (err) {
      if (!placeServerError(form, err)) setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card variant="borderless" title="修改密码">
      {alert && <Alert className="change-password-alert" type="error" showIcon title={alert} />}
      <Form form={form} layout="vertical" className="change-password-form" disabled={sending} onFinish={(v) => void submit(v)}>
        <Form.Item name="oldPassword" label="原密码" required rules={[zodRule(ZOperatorPasswordRequest, 'oldPassword')]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          required
          rules={[zodRule(ZOperatorPasswordRequest, 'newPassword')]}
          extra={`${PASSWORD_MIN}-${PASSWORD_MAX} 位，同时包含字母和数字`}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" dependencies={['newPassword']} rules={sameAs('newPassword')}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
