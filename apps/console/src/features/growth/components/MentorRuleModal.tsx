import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { saveMentorRule, searchPromoters } from '../api/mentor-rules';
import { MentorSelect } from './MentorSelect';

interface Values {
  leaderId: number | null;
  mentorId: number | null;
}

/** A promoter found by the search, as an option. */
type Option = { value: number; label: string };

/** Picks the team leader by phone, id, promoter number or nickname (the promoters search). */
function LeaderSelect({ value, onChange }: { value?: number | null; onChange?: (id: number) => void }) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const word = keyword.trim();
    if (!word) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchPromoters(word)
        .then(
          (p) =>
            live &&
            setOptions(p.records.map((r) => ({ value: r.id, label: `${r.nickname}（推客号 ${r.promoterNo} · ${r.phone}）` }))),
        )
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return (
    <Select<number>
      value={value ?? undefined}
      onChange={(id) => onChange?.(id)}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={loading}
      options={options}
      placeholder="输入手机号、推客号或昵称搜索"
      notFoundContent={keyword.trim() ? (loading ? '搜索中…' : '没有找到该推客') : '输入后搜索'}
    />
  );
}

/** Gives a team leader's invitees a mentor: now for the existing ones, and at each registration after. */
export function MentorRuleModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async (v: Values) => {
    if (v.leaderId === null || v.mentorId === null) return;
    setSaving(true);
    try {
      const { applied, rule } = await saveMentorRule(v.leaderId, v.mentorId);
      toast.success(`已保存：${rule.leader.nickname} 邀请的推客由 ${rule.mentor.name} 带，已为 ${applied} 位现有队员指派`);
      onSaved();
    } catch (err) {
      toast.error(err instanceof RequestError || err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title="新增团队导师规则"
      okText="保存并应用"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ leaderId: null, mentorId: null }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="leaderId" label="团队长" rules={[{ required: true, message: '请选择团队长' }]}>
          <LeaderSelect />
        </Form.Item>
        <Form.Item
          name="mentorId"
          label="导师"
          rules={[{ required: true, message: '请选择导师' }]}
          extra="保存后，该团队长已邀请的推客立即改由此导师带，之后通过其邀请码注册的推客也自动分配"
        >
          <MentorSelect placeholder="选择导师" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
