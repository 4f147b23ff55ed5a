import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { assignMentor } from '../api/mentors';
import { MentorSelect } from './MentorSelect';

interface Values {
  mode: 'assign' | 'clear';
  mentorId: number | null;
}

/** Bulk assignment from the promoters list: a mentor for the selected promoters, or none. */
export function AssignMentorModal({ userIds, onClose, onDone }: { userIds: number[]; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const mode = Form.useWatch('mode', form) ?? 'assign';
  const save = async (v: Values) => {
    setSaving(true);
    try {
      const { assigned } = await assignMentor(v.mode === 'clear' ? null : v.mentorId, userIds);
      toast.success(v.mode === 'clear' ? `已取消 ${assigned} 位推客的导师` : `已为 ${assigned} 位推客指派导师`);
      onDone();
    } catch {
      // request() has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`为 ${userIds.length} 位推客指派导师`}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'assign', mentorId: null }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="mode">
          <Radio.Group
            options={[
              { value: 'assign', label: '指派导师' },
              { value: 'clear', label: '取消导师' },
            ]}
          />
        </Form.Item>
        {mode === 'assign' && (
          <Form.Item name="mentorId" label="导师" rules={[{ required: true, message: '请选择导师' }]}>
            <MentorSelect placeholder="选择导师" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
