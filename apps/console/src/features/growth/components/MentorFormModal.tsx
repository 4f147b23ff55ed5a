import { type Mentor, ZMentorInput } from '@tuike/contract/admin-growth';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { saveMentor } from '../api/mentors';
import { QrUpload } from './QrUpload';

interface Values {
  name: string;
  wechatId: string;
  qrCode: string | null;
}

/** Creates (`mentor` null) or edits a mentor: name, wechat id and QR code, checked as typed. */
export function MentorFormModal({
  mentor,
  onClose,
  onSaved,
}: {
  mentor: Mentor | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      await saveMentor({ ...(mentor ? { id: mentor.id } : {}), name: v.name, wechatId: v.wechatId, qrCode: v.qrCode ?? null });
      toast.success(mentor ? '导师已保存' : '导师已创建');
      onSaved();
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={mentor ? '编辑导师' : '新建导师'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          mentor
            ? { name: mentor.name, wechatId: mentor.wechatId, qrCode: mentor.qrCode }
            : { name: '', wechatId: '', qrCode: null }
        }
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="name" label="导师姓名" required rules={[zodRule(ZMentorInput, 'name')]}>
          <Input maxLength={20} showCount placeholder="推客在 App 里看到的称呼，如：林晓" />
        </Form.Item>
        <Form.Item name="wechatId" label="微信号" required rules={[zodRule(ZMentorInput, 'wechatId')]}>
          <Input maxLength={20} placeholder="推客复制后添加好友" />
        </Form.Item>
        <Form.Item name="qrCode" label="微信二维码" extra="推客可保存到相册后扫码添加">
          <QrUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
