import type { RealName, WithdrawAccount, Withdrawal, WithdrawalDetail } from '@tuike/contract/wallet';

// Withdrawals, the real name and the accounts they pay to, shaped as the contract's schemas.

export const aWithdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 5,
  amount: 100000,
  fee: 6000,
  tax: 0,
  net: 94000,
  feeBps: 600,
  status: 'submitted',
  statusLabel: '待审核',
  account: { type: 'alipay', typeLabel: '支付宝', title: '138****8000', subtitle: '支付宝', holder: '张三' },
  reason: null,
  createdAt: '2026-11-20T10:05:00+08:00',
  expectedArrival: '2026-11-22T18:00:00+08:00',
  ...over,
});

export const aWithdrawalDetail = (over: Partial<WithdrawalDetail> = {}): WithdrawalDetail => ({
  ...aWithdrawal(),
  timeline: [{ status: 'submitted', label: '待审核', at: '2026-11-20T10:05:00+08:00', note: '提现申请已提交' }],
  ...over,
});

export const aRealName = (over: Partial<RealName> = {}): RealName => ({
  name: '张三',
  idNumberMasked: '1101**********002X',
  verifiedAt: '2026-11-01T10:00:00+08:00',
  ...over,
});

export const anAlipayAccount = (over: Partial<WithdrawAccount> = {}): WithdrawAccount => ({
  id: 1,
  type: 'alipay',
  typeLabel: '支付宝',
  title: '138****8000',
  subtitle: '支付宝',
  holder: '张三',
  createdAt: '2026-11-01T10:05:00+08:00',
  ...over,
});

export const aBankCard = (over: Partial<WithdrawAccount> = {}): WithdrawAccount => ({
  id: 2,
  type: 'bank',
  typeLabel: '银行卡',
  title: '招商银行',
  subtitle: '尾号 1111',
  holder: '张三',
  createdAt: '2026-11-02T10:05:00+08:00',
  ...over,
});

/** The answer of GET /api/withdrawAccount/list. */
export const accountList = (accounts: WithdrawAccount[], realName: RealName | null = aRealName(), max = 5) => ({
  realName,
  accounts,
  max,
});

/** 18 digits whose check character is right (GB 11643's own example) and one that is wrong. */
export const VALID_ID_NUMBER = '11010519491231002X';
export const WRONG_CHECK_ID_NUMBER = '110105194912310021';
/** A card number that passes Luhn and one that does not. */
export const VALID_CARD = '6222021234567894';
export const WRONG_CARD = '6222021234567890';

/** GET /api/withdraw/taxMonth: withholding off by default, as the platform starts. */
export const aTaxMonth = (over: Partial<{ withholding: boolean; gross: number; withheld: number }> = {}) => ({
  withholding: false,
  gross: 0,
  withheld: 0,
  ...over,
});
