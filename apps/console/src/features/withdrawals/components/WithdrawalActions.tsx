import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { Money } from '../../../components/Money';
import { ReasonModal } from '../../../components/ReasonModal';
import { useCan } from '../../../lib/me';
import { toast } from '../../../lib/toast';
import { newUuid } from '../../../lib/request-id';
import { withdrawalsKey, type WithdrawalRow } from '../api/withdrawals-page';
import { approveWithdrawal, rejectWithdrawal, startPayout, syncPayout } from '../api/withdrawal-steps';
import { RecordTransferModal } from './RecordTransferModal';

/**
 * The reasons finance gives most often, one click away; each fills the field, where it can still be
 * edited. 其他 starts a reason of the operator's own, since a bare 「其他」 tells the promoter nothing.
 */
const REJECT_REASONS = ['收款账户信息有误', '实名信息与收款账户不一致', '疑似异常刷量', { label: '其他', text: '其他：' }];

/** Who and how much, as every confirmation names them. */
export const whoAndHow = (w: Pick<WithdrawalRow, 'promoter' | 'net' | 'account'>) => (
  <>
    {w.promoter.nickname}（{w.promoter.promoterNo}）实付 <Money fen={w.net} /> 至 {w.account.typeLabel} {w.account.title}
  </>
);

/**
 * What the operator may do with a withdrawal now, by its status and the operator's grants: approve it
 * (待审核), start its payout (审核通过), record or sync its transfer (打款中), and last, while it has not
 * gone to payout, reject it.
 * Each asks first, naming the promoter and the amount; each sends one request key per decision, so a
 * retried request is answered the same and another finance user's second decision gets 409. Afterwards
 * every withdrawal list, count and detail is read again.
 */
export function WithdrawalActions({ row, size = 'small' }: { row: WithdrawalRow; size?: 'small' | 'middle' }) {
  const client = useQueryClient();
  const canDecide = useCan('withdrawals.decide');
  const canPay = useCan('payouts.run');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  // One key per decision, kept while it is retried (a lost answer, a network error) and renewed once it
  // is taken; the approval's and the payout's apart, since the server ties a key to its step.
  const [keys, setKeys] = useState(() => ({ approve: newUuid(), pay: newUuid() }));
  const done = async (message: string, step?: keyof typeof keys) => {
    toast.success(message);
    if (step) setKeys((k) => ({ ...k, [step]: newUuid() }));
    await client.invalidateQueries({ queryKey: withdrawalsKey });
  };
  const link = size === 'small' ? ({ type: 'link', size: 'small' } as const) : ({ size: 'middle' } as const);

  return (
    <Space size={size === 'small' ? 0 : 8} wrap>
      {row.status === 'submitted' && canDecide && (
        <ConfirmButton
          {...link}
          {...(size === 'small' ? {} : { type: 'primary' })}
          title="确定审核通过这笔提现吗？"
          description={whoAndHow(row)}
          okText="通过"
          onConfirm={async () => {
            await approveWithdrawal({ id: row.id, requestId: keys.approve });
            await done('已审核通过', 'approve');
          }}
        >
          通过
        </ConfirmButton>
      )}
      {row.status === 'approved' && canPay && (
        <ConfirmButton
          {...link}
          {...(size === 'small' ? {} : { type: 'primary' })}
          title="确定发起打款吗？"
          description={whoAndHow(row)}
          okText="发起打款"
          onConfirm={async () => {
            const w = await startPayout({ id: row.id, requestId: keys.pay });
            await done(
              w.status === 'paid' ? '打款成功，已到账' : w.status === 'failed' ? `打款失败：${w.reason ?? ''}` : '已发起打款',
              'pay',
            );
          }}
        >
          发起打款
        </ConfirmButton>
      )}
      {row.status === 'paying' && canPay && row.payoutChannel === 'manual' && (
        <Button {...link} {...(size === 'small' ? {} : { type: 'primary' })} onClick={() => setRecording(true)}>
          登记转账
        </Button>
      )}
      {row.status === 'paying' && canPay && row.payoutChannel !== 'manual' && (
        <ConfirmButton
          {...link}
          title="向支付宝查询这笔打款的结果？"
          description="支付宝未收到的转账会以同一单号重新发送，不会重复打款"
          okText="同步"
          onConfirm={async () => {
            const w = await syncPayout(row.id);
            await done(w.status === 'paying' ? '支付宝尚无最终结果，请稍后再同步' : `已同步：${w.statusLabel}`);
          }}
        >
          同步结果
        </ConfirmButton>
      )}
      {(row.status === 'submitted' || row.status === 'approved') && canDecide && (
        <Button {...link} danger onClick={() => setRejecting(newUuid())}>
          驳回
        </Button>
      )}
      <ReasonModal
        open={rejecting !== null}
        title="驳回提现"
        label="驳回原因"
        placeholder="如：收款账户信息有误，请核对后重新申请。推客会在 App 中看到"
        okText="驳回并退回金额"
        presets={REJECT_REASONS}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          await rejectWithdrawal({ id: row.id, reason, requestId: rejecting ?? newUuid() });
          setRejecting(null);
          await done('已驳回，金额已退回推客余额');
        }}
      />
      {recording && (
        <RecordTransferModal
          withdrawal={row}
          onClose={() => setRecording(false)}
          onRecorded={async (outcome) => {
            setRecording(false);
            await done(outcome === 'paid' ? '已登记到账' : '已登记打款失败，金额已退回推客余额');
          }}
        />
      )}
    </Space>
  );
}
