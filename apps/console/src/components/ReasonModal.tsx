import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import './ReasonModal.css';

export interface ReasonPreset {
  label: string;
  text: string;
}

export interface ReasonModalProps {
  open: boolean;
  /** 「驳回提现」, 「拒绝别名」… */
  title: string;
  /** The field's label; the promoter reads the reason, so it asks for one they can act on. */
  label?: string;
  placeholder?: string;
  /** The contract's limit for the reason. */
  maxLength?: number;
  okText?: string;
  /**
   * Common reasons, one click away: a click puts one in the field, where it can still be edited. A
   * preset whose button says less than it fills (「其他」 starting 「其他：」) gives both.
   */
  presets?: readonly (string | ReasonPreset)[];
  onCancel: () => void;
  /** Sends the decision; the modal closes when it resolves and stays open (with the text) when it rejects. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * A rejection's reason, required: a textarea that will not submit empty or blank, with the contract's
 * length limit shown as a counter. The text is kept if sending fails, so nothing has to be typed twice.
 */
export function ReasonModal({
  open,
  title,
  label = '原因',
  placeholder = '请填写原因，推客会在 App 中看到',
  maxLength = 200,
  okText = '确定',
  presets = [],
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSending(true);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch {
      // The request function has shown the message; the modal stays open with the text.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请填写${label}` },
            { max: maxLength, message: `${label}最多 ${maxLength} 字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
        {presets.length > 0 && (
          <div className="reason-modal-presets" role="group" aria-label="常用原因">
            {presets
              .map((p) => (typeof p === 'string' ? { label: p, text: p } : p))
              .map(({ label: name, text }) => (
                <Button
                  key={name}
                  size="small"
                  // A chip reads as the words it fills in: 「其他」, never antd's spaced 「其 他」.
                  autoInsertSpace={false}
                  onClick={() => {
                    form.setFieldValue('reason', text);
                    void form.validateFields(['reason']).catch(() => undefined);
                  }}
                >
                  {name}
                </Button>
              ))}
          </div>
        )}
      </Form>
    </Modal>
  );
}
