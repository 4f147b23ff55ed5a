import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ZTotpDisableRequest, ZTotpEnableRequest } from '@tuike/contract/admin-operators';
import type { CallData } from '@tuike/contract/call-types';
import type { OperatorMe } from '@tuike/contract/operator';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { meQueryKey } from '../../../lib/me';
import { toast } from '../../../lib/toast';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { disableTotp, enableTotp, setupTotp } from '../api/self';
import { RecoveryCodesModal } from './RecoveryCodesModal';
import './TwoFactorCard.css';

type Setup = CallData<'POST /admin-api/auth/totp/setup'>;

/** Scan, then confirm a code: two-factor is on only once a code from the new secret is accepted. */
function Enrol({ setup, onCancel, onEnabled }: { setup: Setup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const [sending, setSending] = useState(false);
  const submit = async ({ code }: { code: string }) => {
    setSending(true);
    try {
      onEnabled((await enableTotp(code.trim())).recoveryCodes);
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="two-factor-enrol">
      <Steps
        orientation="vertical"
        size="small"
        current={1}
        items={[
          {
            title: '用身份验证器扫描二维码',
            content: (
              <div className="two-factor-scan">
                <img className="two-factor-qr" src={setup.qrDataUrl} alt="身份验证器二维码" width={180} height={180} />
                <div>
                  <Typography.Paragraph type="secondary">
                    支持 Google Authenticator、Microsoft Authenticator、腾讯身份验证器等应用。无法扫码时，手动输入以下密钥：
                  </Typography.Paragraph>
                  <Typography.Text code copyable={{ text: setup.secret }} className="two-factor-secret">
                    {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          {
            title: '输入身份验证器显示的 6 位动态码',
            content: (
              <Form
                form={form}
                layout="inline"
                onFinish={(v) => void submit(v)}
                disabled={sending}
                className="two-factor-confirm"
              >
                <Form.Item name="code" required rules={[zodRule(ZTotpEnableRequest, 'code')]}>
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder="6 位动态码"
                    aria-label="动态码"
                  />
                </Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={sending}>
                    验证并开启
                  </Button>
                  <Button onClick={onCancel}>取消</Button>
                </Space>
              </Form>
            ),
          },
        ]}
      />
    </div>
  );
}

/** Turning two-factor off asks for a current code or a recovery code (wrong ones count toward the lock). */
function DisableModal({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const { code } = await form.validateFields();
    setSending(true);
    try {
      await disableTotp(code.trim());
      onDisabled();
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open
      title="关闭两步验证"
      okText="关闭两步验证"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        关闭后，登录只需要账号和密码，账号更容易被盗用。请输入身份验证器中的动态码或一个恢复码确认。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={sending}>
        <Form.Item name="code" label="动态码或恢复码" required rules={[zodRule(ZTotpDisableRequest, 'code')]}>
          <Input autoComplete="one-time-code" maxLength={32} placeholder="6 位动态码或恢复码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 两步验证 on 个人设置: off → 开启 (a new secret as QR and text, then a code to confirm, then the
 * recovery codes shown once); on → its state and 关闭 (refused by the server, and not offered, while
 * the admin requires it).
 */
export function TwoFactorCard({ me }: { me: OperatorMe }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  // The header, the menu and the enrolment gate read `me`; two-factor's state is part of it.
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meQueryKey });

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await setupTotp());
    } catch {
      // Toasted by the request function.
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <SafetyCertificateOutlined />
          两步验证
          {me.totpEnabled ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>}
        </Space>
      }
    >
      {me.totpEnabled ? (
        <div className="two-factor-on">
          <Typography.Paragraph>登录时除密码外，还需输入身份验证器中的动态码（或一个恢复码）。</Typography.Paragraph>
          {me.totpRequired ? (
            <Typography.Text type="secondary">管理员要求此账号开启两步验证，不能关闭。</Typography.Text>
          ) : (
            <Button danger onClick={() => setDisabling(true)}>
              关闭两步验证
            </Button>
          )}
        </div>
      ) : setup ? (
        <Enrol
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
            // Two-factor is on now: the card behind the codes, the header and the enrolment gate say so.
            void refreshMe();
          }}
        />
      ) : (
        <div className="two-factor-off">
          <Typography.Paragraph>
            开启后，登录时除密码外还需输入手机上身份验证器生成的动态码，密码泄露时账号仍然安全。
          </Typography.Paragraph>
          <Button type="primary" loading={starting} onClick={() => void start()}>
            开启两步验证
          </Button>
        </div>
      )}
      {codes && (
        <RecoveryCodesModal
          codes={codes}
          account={me.account}
          onClose={() => {
            setCodes(null);
            toast.success('两步验证已开启');
          }}
        />
      )}
      {disabling && (
        <DisableModal
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            toast.success('两步验证已关闭');
            void refreshMe();
          }}
        />
      )}
    </Card>
  );
}
