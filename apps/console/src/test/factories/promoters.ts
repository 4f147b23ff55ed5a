import type { Invitee, PromoterDetail, PromoterRow } from '@tuike/contract/admin-promoters';
import type { AccountRecord, Withdrawal } from '@tuike/contract/wallet';

let next = 100;

/** One promoter as GET /admin-api/promoters/page lists them. */
export const promoterRow = (over: Partial<PromoterRow> = {}): PromoterRow => {
  const id = next++;
  return {
    id,
    promoterNo: String(20_000_000 + id),
    phone: `1380000${String(id).padStart(4, '0')}`,
    nickname: `推客${id}`,
    avatar: null,
    registeredAt: '2025-03-01T09:30:00+08:00',
    status: 'active',
    statusLabel: '正常',
    balance: 123_456,
    vipLevel: 2,
    inviter: null,
    ...over,
  };
};

/** One promoter as GET /admin-api/promoters/detail answers. */
export const promoterDetail = (over: Partial<PromoterDetail> = {}): PromoterDetail => ({
  ...promoterRow({ id: 7, nickname: '星辰大海', promoterNo: '20000007', phone: '13800000007' }),
  inviteCode: 'T00007',
  wxId: 'wx_star',
  disabledAt: null,
  disabledReason: null,
  deletionRequestedAt: null,
  lastLoginAt: '2025-03-02T10:00:00+08:00',
  realName: { verified: true, nameMasked: '王**', idNumberMasked: '1101**********0038', verifiedAt: '2025-03-01T10:00:00+08:00' },
  money: { balance: 123_456, earned: 200_000, frozen: 10_000, withdrawn: 66_544 },
  vipName: '白银推客',
  mentor: { id: 3, name: '林晓', wechatId: 'linxiao_tkx' },
  team: {
    counts: { direct: 5, second: 12 },
    teamIncome: { thisMonth: 86_420, total: 1_532_900 },
    rebate: { thisMonth: 8_642, total: 153_290 },
  },
  counts: { mediaAccounts: 2, aliases: 3, backfills: 1, incomeLines: 4, withdrawals: 1, invitees: 5 },
  ...over,
});

/** One ledger row of the promoter's 账户流水 tab. */
export const ledgerRecord = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  id: next++,
  type: 'adjustment',
  typeLabel: '收益调整',
  amount: 5_000,
  balanceAfter: 128_456,
  note: '补发三月漏结算收益',
  withdrawalId: null,
  createdAt: '2025-03-03T11:00:00+08:00',
  ...over,
});

/** One promoter the detail's 邀请的推客 tab lists. */
export const invitee = (over: Partial<Invitee> = {}): Invitee => ({
  id: next++,
  promoterNo: '20009999',
  nickname: '小伙伴',
  phone: '139****0001',
  registeredAt: '2025-03-05T08:00:00+08:00',
  status: 'active',
  statusLabel: '正常',
  ...over,
});

/** One withdrawal the detail's 提现记录 tab lists. */
export const promoterWithdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: next++,
  amount: 5_000,
  fee: 300,
  tax: 0,
  net: 4_700,
  feeBps: 600,
  status: 'submitted',
  statusLabel: '待审核',
  account: { type: 'alipay', typeLabel: '支付宝', title: '138****0000', subtitle: '支付宝', holder: '林小星' },
  reason: null,
  createdAt: '2025-03-05T08:00:00+08:00',
  expectedArrival: '2025-03-08T18:00:00+08:00',
  ...over,
});
