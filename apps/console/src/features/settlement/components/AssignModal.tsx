import { ZAssignUnmatchedBody } from '@tuike/contract/admin-settlement';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { RequestError } from '../../../lib/request';
import { newUuid } from '../../../lib/request-id';
import { toast } from '../../../lib/toast';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { Money } from '../../../components/Money';
import { settlementKey } from '../api/imports-page';
import { assignUnmatched } from '../api/unmatched';
import { PromoterPicker } from './PromoterPicker';
import './AssignModal.css';

export interface AssignModalProps {
  open: boolean;
  ids: number[];
  /** The billed amount of the chosen rows, so the operator sees what they hand over. */
  upstreamAmount: number;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * 指派给推客: the chosen unmatched rows become the picked promoter's income lines (and ledger rows for
 * settled ones). One request id per opened dialog: pressing 确认指派 again after a timeout is applied once.
 */
export function AssignModal({ open, ids, upstreamAmount, onClose, onAssigned }: AssignModalProps) {
  const [form] = Form.useForm<{ userId?: number }>();
  const client = useQueryClient();
  const [requestId, setRequestId] = useState(newUuid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ userId }: { userId?: number }) => {
    setBusy(true);
    setError(null);
    try {
      const done = await assignUnmatched({ ids, userId: userId!, requestId }, { toastOnError: false });
      toast.success(`已指派 ${done.assigned} 条，计入推客收益 ${(done.amount / 100).toFixed(2)} 元`);
      form.resetFields();
      setRequestId(newUuid());
      onAssigned();
    } catch (err) {
      if (err instanceof RequestError && err.silent) return;
      if (!placeServerError(form, err)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: settlementKey });
    }
  };

  return (
    <Modal
      open={open}
      title={`指派 ${ids.length} 条记录给推客`}
      okText="确认指派"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {error && <Alert type="error" showIcon title={error} className="assign-modal-error" />}
        <p className="assign-modal-note">
          这些记录的上游计费合计 <Money fen={upstreamAmount} />
          ，指派后按平台价格规则计入该推客的收益，结算类记录同时入账到余额。
        </p>
        <Form.Item
          name="userId"
          label="推客"
          rules={[{ required: true, message: '请选择推客' }, zodRule(ZAssignUnmatchedBody, 'userId')]}
        >
          <PromoterPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
