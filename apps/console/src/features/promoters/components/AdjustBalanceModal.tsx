import { ZAdjustBalanceBody } from '@tuike/contract/admin-promoters';
import { formatFen } from '@tuike/contract/money-format';
import { ADJUSTMENT_MAX_FEN, ADJUSTMENT_REASON_MAX } from '@tuike/contract/promoter-values';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { newUuid } from '../../../lib/request-id';
import { placeServerError, zodRule } from '../../../lib/zod-rule';
import { toast } from '../../../lib/toast';
import { adjustBalance } from '../api/adjust-balance';
import './AdjustBalanceModal.css';

type Direction = 'credit' | 'debit';
interface Values {
  direction: Direction;
  /** Yuan as typed, two decimals at most. */
  yuan: number | null;
  reason: string;
}

const MAX_YUAN = ADJUSTMENT_MAX_FEN / 100;

const toFen = (yuan: number | null | undefined) => (typeof yuan === 'number' ? Math.round(yuan * 100) : 0);

export interface AdjustBalanceModalProps {
  open: boolean;
  promoter: { id: number; nickname: string; promoterNo: string; balance: number };
  onClose: () => void;
  /** After the server posted it: the new balance, to refresh what the page shows. */
  onDone: (balanceAfter: number) => void;
}

/**
 * 调整余额 (admin only): credit or debit in yuan with a required reason. Before anything is sent it
 * shows, for this promoter by name and number, the balance now and the balance the adjustment leaves;
 * a debit beyond the balance is refused here as the server would (409 余额不足). The reason goes with
 * the ledger row, so the promoter reads it in their 账户流水.
 */
export function AdjustBalanceModal({ open, promoter, onClose, onDone }: AdjustBalanceModalProps) {
  return (
    <Modal
      open={open}
      title={`调整余额 · ${promoter.nickname}（推客号 ${promoter.promoterNo}）`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {open && <AdjustForm promoter={promoter} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function AdjustForm({ promoter, onClose, onDone }: Omit<AdjustBalanceModalProps, 'open'>) {
  const [form] = Form.useForm<Values>();
  // One id per opened modal: a retried 确认调整 (a timeout, a double click) is posted once.
  const [requestId] = useState(newUuid);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'credit';
  const amount = toFen(Form.useWatch('yuan', form));
  const signed = direction === 'debit' ? -amount : amount;
  const after = promoter.balance + signed;

  const submit = async (values: Values) => {
    setSending(true);
    setProblem(null);
    try {
      const fen = toFen(values.yuan);
      const done = await adjustBalance({
        id: promoter.id,
        amount: values.direction === 'debit' ? -fen : fen,
        reason: values.reason.trim(),
        requestId,
      });
      toast.success(
        `已${values.direction === 'debit' ? '扣减' : '增加'} ${formatFen(fen)}，当前余额 ${formatFen(done.balanceAfter)}`,
      );
      onDone(done.balanceAfter);
    } catch (err) {
      if (!placeServerError(form, err)) setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ direction: 'credit', yuan: null, reason: '' }}
      onFinish={(v) => void submit(v)}
      className="adjust-balance-form"
    >
      {problem && <Alert type="error" showIcon title={problem} className="adjust-balance-problem" />}
      <Form.Item name="direction" label="调整方向">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'credit', label: '增加余额' },
            { value: 'debit', label: '扣减余额' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="yuan"
        label="金额（元）"
        rules={[
          { required: true, message: '请输入调整金额' },
          {
            validator: async (_r, yuan: number | null) => {
              const fen = toFen(yuan);
              if (yuan === null || yuan === undefined) return;
              if (fen <= 0) throw new Error('调整金额须大于 0');
              if (fen > ADJUSTMENT_MAX_FEN) throw new Error(`单次调整不超过 ${formatFen(ADJUSTMENT_MAX_FEN)}`);
              if (form.getFieldValue('direction') === 'debit' && fen > promoter.balance)
                throw new Error(`扣减金额不能超过当前余额 ${formatFen(promoter.balance)}`);
            },
          },
        ]}
        dependencies={['direction']}
      >
        <InputNumber<number>
          prefix="¥"
          min={0}
          max={MAX_YUAN}
          precision={2}
          step={1}
          placeholder="0.00"
          className="adjust-balance-amount"
        />
      </Form.Item>
      <Form.Item name="reason" label="调整原因" required rules={[zodRule(ZAdjustBalanceBody, 'reason')]}>
        <Input.TextArea
          rows={3}
          maxLength={ADJUSTMENT_REASON_MAX}
          showCount
          placeholder="如：补发 3 月漏结算收益。原因会写入推客的账户流水"
        />
      </Form.Item>
      <div className="adjust-balance-preview" aria-live="polite">
        <div className="adjust-balance-preview-row">
          <span>当前余额</span>
          <span className="adjust-balance-figure">{formatFen(promoter.balance)}</span>
        </div>
        <div className="adjust-balance-preview-row">
          <span>本次{direction === 'debit' ? '扣减' : '增加'}</span>
          <span className={`adjust-balance-figure ${direction === 'debit' ? 'adjust-balance-minus' : 'adjust-balance-plus'}`}>
            {/* The one formatter writes the sign of a debit, as every other amount of the console shows one. */}
            {direction === 'debit' ? formatFen(-amount) : `+${formatFen(amount)}`}
          </span>
        </div>
        <div className="adjust-balance-preview-row adjust-balance-preview-total">
          <span>调整后余额</span>
          <span className={`adjust-balance-figure ${after < 0 ? 'adjust-balance-minus' : ''}`}>{formatFen(after)}</span>
        </div>
      </div>
      <div className="adjust-balance-actions">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" htmlType="submit" loading={sending} disabled={amount <= 0 || after < 0}>
          确认调整
        </Button>
      </div>
    </Form>
  );
}
