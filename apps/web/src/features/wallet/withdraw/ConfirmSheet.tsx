import type { WithdrawAccount } from '@tuike/contract/wallet';
import { Sheet } from '../../../components/Sheet';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { yuan } from '../../../lib/format';
import type { TaxMonth } from '../api/tax-month';
import { accountName } from '../format';
import { ARRIVAL_TEXT, FeeRows } from './FeeFigures';
import './withdraw.css';
import './ConfirmSheet.css';

interface Props {
  open: boolean;
  amount: number;
  bps: number;
  taxMonth: TaxMonth | null;
  account: WithdrawAccount | null;
  sending: boolean;
  /** Why the last try did not go through (a lost answer); confirming again retries the same application. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before the money is frozen: amount, fee, tax (when withheld), net and where it goes. */
export function ConfirmSheet({ open, amount, bps, taxMonth, account, sending, error, onConfirm, onClose }: Props) {
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Sheet visible={open} onClose={close} bodyClassName="wd-sheet-body" destroyOnClose>
      <form
        className="wd-sheet"
        aria-label="确认提现"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <h2 className="wd-sheet-title">确认提现</h2>
        <div className="wd-sheet-amount num">{yuan(amount)}</div>
        <dl className="wd-facts">
          <FeeRows amount={amount} bps={bps} taxMonth={taxMonth} />
          <div>
            <dt>到账账户</dt>
            <dd>{account ? `${accountName(account)}（${account.holder}）` : ''}</dd>
          </div>
          <div>
            <dt>到账时间</dt>
            <dd>{ARRIVAL_TEXT}</dd>
          </div>
        </dl>
        <FormAlert message={error} />
        <div className="wd-sheet-actions">
          <button type="button" className="btn-outline wd-sheet-cancel" onClick={close} disabled={sending}>
            取消
          </button>
          <SubmitButton className="wd-sheet-confirm" pending={sending} pendingText="提交中">
            {error ? '重新提交' : '确认提现'}
          </SubmitButton>
        </div>
      </form>
    </Sheet>
  );
}
