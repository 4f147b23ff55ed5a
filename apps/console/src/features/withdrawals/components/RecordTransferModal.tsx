import { TRANSFER_OUTCOMES, ZRecordTransferBody } from '@tuike/contract/admin-withdrawals';
import { Alert, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { Money } from '../../../components/Money';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { newUuid } from '../../../lib/request-id';
import type { WithdrawalRow } from '../api/withdrawals-page';
import { recordTransfer } from '../api/withdrawal-steps';
import './RecordTransferModal.css';

interface Values {
  transferNo: string;
  outcome: 'paid' | 'failed';
  reason?: string;
}

/**
 * The manual channel's answer: finance paid outside (online banking, Alipay's site) and records the
 * transfer number and what became of it. Failed needs the reason (the promoter reads it) and returns
 * the amount. One request key per opening, so a resend after a lost answer records nothing twice.
 */
export function RecordTransferModal({
  withdrawal: w,
  onClose,
  onRecorded,
}: {
  withdrawal: WithdrawalRow;
  onClose: () => void;
  onRecorded: (outcome: Values['outcome']) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values>();
  const [requestId] = useState(newUuid);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const outcome = Form.useWatch('outcome', form);

  const submit = async () => {
    const values = await form.validateFields();
    setSending(true);
    setError(null);
    try {
      await recordTransfer(
        {
          id: w.id,
          transferNo: values.transferNo.trim(),
          outcome: values.outcome,
          ...(values.outcome === 'failed' ? { reason: values.reason?.trim() } : {}),
          requestId,
        },
        { toastOnError: false },
      );
      await onRecorded(values.outcome);
    } catch (err) {
      if (!placeServerError(form, err)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title="登记转账结果"
      okText={outcome === 'failed' ? '登记失败并退回金额' : '登记到账'}
      cancelText="取消"
      okButtonProps={{ loading: sending, danger: outcome === 'failed' }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} className="record-transfer-facts">
        <Descriptions.Item label="推客">
          {w.promoter.nickname}（{w.promoter.promoterNo}）
        </Descriptions.Item>
        <Descriptions.Item label="收款账户">
          {w.account.typeLabel} {w.account.title} · {w.account.holder}
        </Descriptions.Item>
        <Descriptions.Item label="实付金额">
          <Money fen={w.net} />
        </Descriptions.Item>
        <Descriptions.Item label="打款单号">{w.payoutNo ?? '-'}</Descriptions.Item>
      </Descriptions>
      {error && <Alert type="error" showIcon title={error} className="record-transfer-error" />}
      <Form form={form} layout="vertical" initialValues={{ outcome: 'paid' }} preserve={false}>
        <Form.Item name="transferNo" label="转账流水号" rules={[zodRule(ZRecordTransferBody, 'transferNo')]}>
          <Input placeholder="银行或支付宝的转账流水号 / 回单号" maxLength={64} />
        </Form.Item>
        <Form.Item name="outcome" label="结果">
          <Radio.Group
            options={Object.entries(TRANSFER_OUTCOMES).map(([value, label]) => ({ value, label }))}
            optionType="button"
            buttonStyle="solid"
          />
        </Form.Item>
        {outcome === 'failed' && (
          <Form.Item
            name="reason"
            label="失败原因"
            rules={[{ required: true, whitespace: true, message: '请填写失败原因' }, zodRule(ZRecordTransferBody, 'reason')]}
          >
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder="如：收款银行退票：户名与卡号不符。推客会在 App 中看到"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
