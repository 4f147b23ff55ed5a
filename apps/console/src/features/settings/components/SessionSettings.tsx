import { CONSOLE_IDLE_MINUTES, type ConsoleSetting, ZConsoleSetting } from '@tuike/contract/admin-operators';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { toast } from '../../../lib/toast';
import { useConsoleSetting, useSaveConsoleSetting } from '../api/console-setting';
import './SettingCard.css';
import { NumberWithUnit } from '../../../components/NumberWithUnit';

const TITLE = '后台会话';

function SessionForm({ current }: { current: ConsoleSetting }) {
  const [form] = Form.useForm<ConsoleSetting>();
  const save = useSaveConsoleSetting();
  const [saving, setSaving] = useState(false);
  const submit = async (values: ConsoleSetting) => {
    if (values.idleMinutes === current.idleMinutes) {
      toast.success('没有修改');
      return;
    }
    setSaving(true);
    try {
      await save(values);
      toast.success(`${TITLE}已保存，各会话的下一次操作起生效`);
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<ConsoleSetting>
      form={form}
      layout="vertical"
      initialValues={current}
      onFinish={(v) => void submit(v)}
      className="setting-card-form"
    >
      <Form.Item
        name="idleMinutes"
        label="空闲超时"
        extra={`${CONSOLE_IDLE_MINUTES.min}–${CONSOLE_IDLE_MINUTES.max} 分钟，默认 ${CONSOLE_IDLE_MINUTES.fallback} 分钟`}
        rules={[zodRule(ZConsoleSetting, 'idleMinutes')]}
      >
        <NumberWithUnit precision={0} after="分钟" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/**
 * The console's session rule (admin only): a session without a request for this many minutes ends,
 * on every node at its next request. Loads on its own, so the rest of the settings page never waits on it.
 */
export function SessionSettings() {
  const setting = useConsoleSetting();
  return (
    <Card variant="borderless" title={TITLE}>
      <p className="setting-card-description">运营后台账号多长时间没有操作即自动退出，需重新登录；对所有账号生效。</p>
      {setting.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : setting.isError ? (
        <Alert
          type="error"
          showIcon
          title="加载失败"
          description={setting.error.message}
          action={
            <Button size="small" onClick={() => void setting.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <SessionForm key={setting.data.idleMinutes} current={setting.data} />
      )}
    </Card>
  );
}
