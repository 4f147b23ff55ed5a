import { ZCustomerSettingInput } from '@tuike/contract/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input } from 'antd';
import { useState } from 'react';
import { PostLoading } from '../../features/content/components/PostLoading';
import { customerSettingKey, useCustomerSetting } from '../../features/content/api/customer-setting';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';
import { placeServerError, zodRule } from '../../lib/zod-rule';
import './CustomerPage.css';

interface Values {
  wechat: string;
  qrCode: string;
  serviceHours: string;
  phone: string;
}

/**
 * /admin/content/customer: what the app's 客服 page shows — the WeChat QR code and id, service hours
 * and phone. An empty field hides its row in the app. The preview beside the form shows it as the app does.
 */
export default function CustomerPage() {
  const setting = useCustomerSetting();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch([], form) as Values | undefined;
  if (setting.isPending || setting.isError)
    return <PostLoading error={setting.isError ? setting.error : null} onRetry={() => void setting.refetch()} />;
  const shown = watched ?? setting.data;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await request('POST /admin-api/content/customer/save', { body: values }, { toastOnError: false });
      queryClient.setQueryData(customerSettingKey, saved);
      toast.success('客服设置已保存，App 中约 1 秒后生效');
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="customer-page">
      <Card variant="borderless" title="客服联系方式" className="customer-page-form">
        <Form<Values> form={form} layout="vertical" initialValues={setting.data} onFinish={(v) => void save(v)}>
          <Form.Item
            name="wechat"
            label="客服微信号"
            rules={[zodRule(ZCustomerSettingInput, 'wechat')]}
            extra="推客可一键复制并打开微信；不填则不显示"
          >
            <Input placeholder="如 tuikexing-kefu" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="qrCode"
            label="微信二维码图片地址"
            rules={[zodRule(ZCustomerSettingInput, 'qrCode')]}
            extra="推客可保存到相册扫码添加；不填则不显示"
          >
            <Input placeholder="https://… 或 /media/…" />
          </Form.Item>
          <Form.Item
            name="serviceHours"
            label="服务时间"
            validateFirst
            rules={[{ required: true, message: '请填写服务时间' }, zodRule(ZCustomerSettingInput, 'serviceHours')]}
          >
            <Input placeholder="如 工作日 9:30-18:30" maxLength={40} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="客服电话"
            rules={[zodRule(ZCustomerSettingInput, 'phone')]}
            extra="推客可直接拨打；不填则不显示"
          >
            <Input placeholder="如 400-800-8888" maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Form>
      </Card>
      <Card variant="borderless" title="App 中的样子" className="customer-page-preview">
        <div className="customer-page-phone">
          {shown.qrCode ? (
            <Image src={shown.qrCode} alt="客服微信二维码" width={160} height={160} preview={false} />
          ) : (
            <div className="customer-page-placeholder">未设置二维码</div>
          )}
          <dl className="customer-page-rows">
            {shown.wechat && (
              <>
                <dt>客服微信</dt>
                <dd>{shown.wechat}</dd>
              </>
            )}
            <dt>服务时间</dt>
            <dd>{shown.serviceHours || '-'}</dd>
            {shown.phone && (
              <>
                <dt>客服电话</dt>
                <dd>{shown.phone}</dd>
              </>
            )}
          </dl>
        </div>
      </Card>
    </div>
  );
}
