import { type Mentor, ZMentorInput } from '@tuike/contract/admin-growth';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { zodRule } from '../../../lib/zod-rule';
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
  return (
    <FormModal<Values>
      title={mentor ? '编辑导师' : '新建导师'}
      form={form}
      initialValues={
        mentor
          ? { name: mentor.name, wechatId: mentor.wechatId, qrCode: mentor.qrCode }
          : { name: '', wechatId: '', qrCode: null }
      }
      send={(v) =>
        saveMentor({ ...(mentor ? { id: mentor.id } : {}), name: v.name, wechatId: v.wechatId, qrCode: v.qrCode ?? null })
      }
      savedText={mentor ? '导师已保存' : '导师已创建'}
      onClose={onClose}
      onSaved={onSaved}
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
    </FormModal>
  );
}
