import { ZAddWithdrawAccountBody } from '@tuike/contract/wallet';
import { ZSmsCode } from '@tuike/contract/user';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../../app/navigation';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { FormAlert, SubmitButton } from '../../components/form/SubmitRow';
import { TextField } from '../../components/form/TextField';
import { useAddWithdrawAccount, useWithdrawAccounts } from '../../features/wallet/api/withdraw-accounts';
import { OwnPhoneCodeField } from '../../features/wallet/withdraw/OwnPhoneCodeField';
import { cardDigits, cardNumberIssue, cardNumberPasses, groupByFour } from '../../features/wallet/withdraw/input-rules';
import { fieldOfError, firstIssue, useFieldErrors } from '../../lib/field-errors';
import { useSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import '../../features/wallet/withdraw/withdraw.css';

type AccountType = 'alipay' | 'bank';
type Field = 'account' | 'bankName' | 'cardNumber' | 'smsCode';
const FIELDS: readonly Field[] = ['account', 'bankName', 'cardNumber', 'smsCode'];
const TYPES: ReadonlyArray<{ value: AccountType; label: string }> = [
  { value: 'alipay', label: '支付宝' },
  { value: 'bank', label: '银行卡' },
];
const [ALIPAY, BANK] = ZAddWithdrawAccountBody.options;

/** The form's shape while the real name loads: the two account types, then labelled fields. */
function FormSkeleton() {
  return (
    <div className="card wd-skeleton-card" aria-busy="true" aria-label="加载中">
      <div className="wd-types">
        <Shimmer className="wd-skeleton-type" />
        <Shimmer className="wd-skeleton-type" />
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="wd-skeleton-lines">
          <Shimmer className="wd-skeleton-title" />
          <Shimmer className="wd-skeleton-field" />
        </div>
      ))}
    </div>
  );
}

/**
 * 添加账户: an Alipay account or a bank card in my real name, confirmed by a code sent to my own phone.
 * Without a real name there is nothing to add yet, and at the limit nothing more.
 */
export default function AddWithdrawAccountPage() {
  const list = useWithdrawAccounts();
  const navigate = useNavigate();
  const toAccounts = () => navigate(to('account/withDrawAccount'), { replace: true });

  let body;
  if (list.isPending) body = <FormSkeleton />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.realName)
    body = (
      <EmptyState
        text="添加提现账户前需先完成实名认证"
        action={
          <button type="button" className="btn-solid" onClick={toAccounts}>
            去实名认证
          </button>
        }
      />
    );
  else if (list.data.accounts.length >= list.data.max)
    body = (
      <EmptyState
        text={`最多添加 ${list.data.max} 个提现账户，请先删除不用的账户`}
        action={
          <button type="button" className="btn-outline" onClick={toAccounts}>
            管理提现账户
          </button>
        }
      />
    );
  else body = <AddAccountForm holder={list.data.realName.name} />;
  return <PageShell>{body}</PageShell>;
}

function AddAccountForm({ holder }: { holder: string }) {
  const [type, setType] = useState<AccountType>('alipay');
  const [account, setAccount] = useState('');
  const [bankName, setBankName] = useState('');
  const [card, setCard] = useState('');
  const [cardLeft, setCardLeft] = useState(false);
  const [smsCode, setSmsCode] = useState('');
  const { errors, set, clear, replace, show } = useFieldErrors<Field>();
  const add = useAddWithdrawAccount();
  const goBack = useGoBack();
  const user = useSessionUser();

  const cardError = errors.cardNumber ?? cardNumberIssue(card, cardLeft);
  const cardHint = cardNumberPasses(card) ? '卡号校验通过' : card ? `已输入 ${card.length} 位` : undefined;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const code = firstIssue(ZSmsCode, smsCode);
    if (type === 'bank') setCardLeft(true);
    const fine =
      type === 'alipay'
        ? replace({ account: firstIssue(ALIPAY.shape.account, account), smsCode: code })
        : replace({
            bankName: firstIssue(BANK.shape.bankName, bankName),
            cardNumber: cardNumberIssue(card, true),
            smsCode: code,
          });
    if (!fine) return;
    try {
      await add.mutateAsync(
        type === 'alipay'
          ? { type, account: account.trim(), smsCode }
          : { type, bankName: bankName.trim(), cardNumber: card, smsCode },
      );
      void toast('添加成功');
      goBack();
    } catch (err) {
      show(fieldOfError(err, FIELDS));
    }
  }

  return (
    <form className="card wd-form" onSubmit={submit} noValidate aria-label="添加提现账户">
      <div className="wd-types" role="radiogroup" aria-label="账户类型">
        {TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            role="radio"
            aria-checked={t.value === type}
            className="wd-type"
            onClick={() => {
              setType(t.value);
              replace({});
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {type === 'alipay' ? (
        <TextField
          label="支付宝账号"
          showLabel
          placeholder="手机号或邮箱"
          inputMode="email"
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          value={account}
          onChange={(v) => {
            setAccount(v);
            clear('account');
          }}
          error={errors.account}
        />
      ) : (
        <>
          <TextField
            label="开户银行"
            showLabel
            placeholder="如：招商银行"
            autoComplete="off"
            maxLength={30}
            value={bankName}
            onChange={(v) => {
              setBankName(v);
              clear('bankName');
            }}
            error={errors.bankName}
          />
          <TextField
            label="银行卡号"
            showLabel
            className="wd-card-number"
            placeholder="请输入本人银行卡号"
            inputMode="numeric"
            autoComplete="cc-number"
            value={groupByFour(card)}
            onChange={(v) => {
              setCard(cardDigits(v));
              clear('cardNumber');
            }}
            onBlur={() => setCardLeft(card.length > 0)}
            error={cardError}
            hint={cardHint}
          />
        </>
      )}
      <TextField
        label={type === 'alipay' ? '账户姓名' : '持卡人'}
        showLabel
        readOnly
        value={holder}
        onChange={() => undefined}
        hint="须为实名认证本人，不可修改"
      />
      <OwnPhoneCodeField
        value={smsCode}
        onChange={(v) => {
          setSmsCode(v);
          clear('smsCode');
        }}
        error={errors.smsCode}
        onSendResult={(text) => (text ? set('smsCode', text) : clear('smsCode'))}
        phone={user?.phone ?? null}
      />
      <FormAlert message={errors.form} />
      <SubmitButton className="wd-submit" pending={add.isPending} pendingText="添加中">
        确认添加
      </SubmitButton>
    </form>
  );
}
