import type { AccountSummary, WithdrawAccount } from '@tuike/contract/wallet';
import type { AppSetting } from '@tuike/contract/content';
import { rateToBps } from '@tuike/contract/fee';
import { BankcardOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { PullToRefresh } from '../../components/PullToRefresh';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { FormAlert } from '../../components/form/SubmitRow';
import { useAppSetting } from '../../features/platform/api/app-setting';
import { useAccountSummary } from '../../features/wallet/api/summary';
import { type TaxMonth, useTaxMonth } from '../../features/wallet/api/tax-month';
import { useWithdrawAccounts } from '../../features/wallet/api/withdraw-accounts';
import { useInvalidateBalance } from '../../features/wallet/api/keys';
import { useApplyWithdrawal } from '../../features/wallet/api/withdrawals';
import { AccountPicker } from '../../features/wallet/withdraw/AccountPicker';
import { AmountField } from '../../features/wallet/withdraw/AmountField';
import { BalanceHead, WithdrawSkeleton } from '../../features/wallet/withdraw/BalanceHead';
import { ConfirmSheet } from '../../features/wallet/withdraw/ConfirmSheet';
import { FeeFigures } from '../../features/wallet/withdraw/FeeFigures';
import { fenToYuanText, yuanTextToFen } from '../../features/wallet/withdraw/amount';
import { useConfirmation } from '../../features/wallet/withdraw/use-confirmation';
import { fieldOfError, useFieldErrors } from '../../lib/field-errors';
import { yuan } from '../../lib/format';
import { RequestError } from '../../lib/request';
import { toast } from '../../lib/toast';
import '../../features/wallet/withdraw/withdraw.css';

/** 提现: the balance, where it goes, the amount, and the fee, tax (when withheld) and net before anything is frozen. */
export default function WithdrawPage() {
  const summary = useAccountSummary();
  const accounts = useWithdrawAccounts();
  const setting = useAppSetting();
  const taxMonth = useTaxMonth();
  const navigate = useNavigate();
  const parts = [summary, accounts, setting, taxMonth];

  let body;
  if (parts.some((p) => p.isError))
    body = (
      <ErrorState
        error={parts.find((p) => p.isError)?.error}
        onRetry={() => parts.forEach((p) => p.isError && void p.refetch())}
      />
    );
  else if (!summary.data || !accounts.data || !setting.data || !taxMonth.data) body = <WithdrawSkeleton />;
  else {
    const list = accounts.data;
    body = (
      <PullToRefresh onRefresh={() => Promise.all([summary.refetch(), accounts.refetch(), taxMonth.refetch()])}>
        <BalanceHead withdrawable={summary.data.withdrawable} frozen={summary.data.frozen} />
        {list.accounts.length === 0 ? (
          <EmptyState
            icon={<BankcardOutline />}
            text={list.realName ? '还没有提现账户，添加支付宝或银行卡后即可提现' : '提现前需先完成实名认证并添加提现账户'}
            action={
              <button
                type="button"
                className="btn-solid"
                onClick={() => navigate(to(list.realName ? 'account/addWithdrawAccount' : 'account/withDrawAccount'))}
              >
                去添加
              </button>
            }
          />
        ) : (
          <WithdrawForm
            summary={summary.data}
            accounts={list.accounts}
            canAdd={list.accounts.length < list.max}
            setting={setting.data}
            taxMonth={taxMonth.data}
          />
        )}
      </PullToRefresh>
    );
  }
  return <PageShell>{body}</PageShell>;
}

type Field = 'amount' | 'accountId';
const FIELDS: readonly Field[] = ['amount', 'accountId'];

interface FormProps {
  summary: AccountSummary;
  accounts: WithdrawAccount[];
  canAdd: boolean;
  setting: AppSetting;
  taxMonth: TaxMonth;
}

function WithdrawForm({ summary, accounts, canAdd, setting, taxMonth }: FormProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const confirmation = useConfirmation();
  const apply = useApplyWithdrawal();
  const refreshBalance = useInvalidateBalance();
  const navigate = useNavigate();

  // The first account until one is picked; a picked account deleted meanwhile falls back the same way.
  const account = accounts.find((a) => a.id === picked) ?? accounts[0] ?? null;
  const bps = rateToBps(setting.withdrawalServiceFeeRate);
  const amount = yuanTextToFen(text) ?? 0;
  const monthLeft = Math.max(0, setting.maxMonthlyWithdrawal - summary.withdrawnThisMonth);
  const most = Math.min(summary.withdrawable, monthLeft);
  // Too much is said while typing; too little only on 确认提现, since every amount starts small.
  const tooMuch =
    amount > summary.withdrawable
      ? '超出可提现金额'
      : amount > monthLeft
        ? `超出本月提现额度，本月还可提现 ${yuan(monthLeft)}`
        : null;
  const amountError = errors.amount ?? tooMuch;
  const days = [...setting.withdrawalDays].sort((a, b) => a - b);

  function review(e: React.FormEvent) {
    e.preventDefault();
    const issue =
      amount === 0
        ? '请输入提现金额'
        : amount < setting.minWithdrawal
          ? `单笔提现金额不能低于 ${yuan(setting.minWithdrawal)}`
          : tooMuch;
    if (!replace({ amount: issue, accountId: account ? null : '请选择到账账户' })) return;
    setSheetError(null);
    confirmation.start();
  }

  async function confirm() {
    if (!account || !confirmation.requestId) return;
    setSheetError(null);
    try {
      const w = await apply.mutateAsync({ accountId: account.id, amount, requestId: confirmation.requestId });
      confirmation.end();
      void toast('提现申请已提交');
      navigate(to('account/withdrawDetail', { id: w.id }), { replace: true });
    } catch (err) {
      // Either way the balance and accounts may have moved (this very application, a parallel one, an
      // account deleted elsewhere), so they are read again. No answer (network, timeout, a server fault):
      // whether it went through is unknown, so the sheet stays and confirming again sends the same
      // requestId. A refusal ends this confirmation.
      void refreshBalance();
      if (!(err instanceof RequestError) || err.code === 0 || err.code >= 500) {
        setSheetError('没有收到提交结果，请点击重新提交，不会重复提现');
        return;
      }
      confirmation.end();
      show(fieldOfError(err, FIELDS, { byCode: { INSUFFICIENT_BALANCE: 'amount' } }));
    }
  }

  return (
    <>
      <form className="card wd-form" onSubmit={review} noValidate aria-label="提现">
        <AmountField
          value={text}
          onChange={(v) => {
            setText(v);
            clear('amount');
            clear('form');
          }}
          onAll={() => {
            setText(fenToYuanText(most));
            clear('amount');
          }}
          error={amountError}
          hint={`单笔最低 ${yuan(setting.minWithdrawal)}，每月最多 ${yuan(setting.maxMonthlyWithdrawal)}（本月还可提 ${yuan(monthLeft)}）`}
        />
        <FeeFigures amount={amount} bps={bps} taxMonth={taxMonth} />
        {days.length > 0 && <p className="wd-note">提现开放日：每月 {days.join('、')} 日</p>}
        <AccountPicker
          accounts={accounts}
          value={account?.id ?? null}
          onChange={(id) => {
            setPicked(id);
            clear('accountId');
          }}
          onAdd={canAdd ? () => navigate(to('account/addWithdrawAccount')) : null}
          error={errors.accountId}
        />
        <FormAlert message={errors.form} />
        <button type="submit" className="btn-solid wd-submit-btn" disabled={Boolean(tooMuch)}>
          确认提现
        </button>
      </form>
      <ConfirmSheet
        open={confirmation.open}
        amount={amount}
        bps={bps}
        taxMonth={taxMonth}
        account={account}
        sending={apply.isPending}
        error={sheetError}
        onConfirm={() => void confirm()}
        onClose={confirmation.end}
      />
    </>
  );
}
