import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen, ZPage, ZPageQuery } from './envelope';
import { zId, zQueryId, ZInt32 } from './fields';
import { ZAliasLink, ZMediaAccount, ZWorksAlias } from './promotion';
import { ADJUSTMENT_MAX_FEN, ADJUSTMENT_REASON_MAX, DISABLE_REASON_MAX, PROMOTER_STATUSES } from './promoter-values';
import { ZTeamSummary } from './team';
import { ZAccountRecord, ZIncomePageResponse, ZWithdrawal } from './wallet';

export const ZPromoterStatus = z.enum(PROMOTER_STATUSES, '状态只能是 active、disabled 或 deletionPending');

/**
 * The console's promoter search. `keyword`: digits are a phone prefix, an id or a promoter number (推客号);
 * anything else is a fragment of the nickname.
 */
export const ZPromoterPageQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(20, '搜索词最多 20 个字').optional(),
  status: ZPromoterStatus.optional(),
});

/** Who invited the promoter, as a row names them. */
const ZInviter = z.object({ id: ZInt32, promoterNo: z.string(), nickname: z.string() });

/**
 * A promoter as the console lists them. `phone` is whole for roles that manage promoters and masked
 * (138****0000) for the others (finance), who need it only to tell two promoters apart.
 */
export const ZPromoterRow = z.object({
  id: ZInt32,
  promoterNo: z.string(),
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  registeredAt: ZDateTime,
  status: ZPromoterStatus,
  statusLabel: z.string(),
  balance: ZFen,
  vipLevel: ZInt32,
  inviter: ZInviter.nullable(),
});
export type PromoterRow = z.infer<typeof ZPromoterRow>;
export const ZPromoterPageResponse = ZEnvelope(ZPage(ZPromoterRow));

export const ZPromoterIdQuery = z.object({ id: zQueryId('推客 id ') });

/** One promoter with everything the detail page's head shows. */
export const ZPromoterDetail = ZPromoterRow.extend({
  inviteCode: z.string(),
  wxId: z.string().nullable(),
  disabledAt: ZDateTime.nullable(),
  disabledReason: z.string().nullable(),
  deletionRequestedAt: ZDateTime.nullable(),
  /** The latest login (the newest session), null if they never logged in since sessions were kept. */
  lastLoginAt: ZDateTime.nullable(),
  /** Real-name status: the name shown by its first character only, the ID number as stored (masked). */
  realName: z.object({
    verified: z.boolean(),
    nameMasked: z.string().nullable(),
    idNumberMasked: z.string().nullable(),
    verifiedAt: ZDateTime.nullable(),
  }),
  money: z.object({ balance: ZFen, earned: ZFen, frozen: ZFen, withdrawn: ZFen }),
  /** The name of the VIP level the job last gave them (`vipLevel`). */
  vipName: z.string(),
  /** Their wechat mentor, or null when none is assigned. */
  mentor: z.object({ id: ZInt32, name: z.string(), wechatId: z.string() }).nullable(),
  /** Their team as their own team page counts it: members, the direct members' settled income, the rebates on it. */
  team: ZTeamSummary.pick({ counts: true, teamIncome: true, rebate: true }),
  /** How many rows each tab holds. */
  counts: z.object({
    mediaAccounts: ZInt32,
    aliases: ZInt32,
    backfills: ZInt32,
    incomeLines: ZInt32,
    withdrawals: ZInt32,
    invitees: ZInt32,
  }),
});
export type PromoterDetail = z.infer<typeof ZPromoterDetail>;
export const ZPromoterDetailResponse = ZEnvelope(ZPromoterDetail);

/** A page of one of a promoter's tabs. */
export const ZPromoterTabQuery = ZPageQuery.extend({ id: zQueryId('推客 id ') });

/** Someone the promoter invited. */
export const ZInvitee = z.object({
  id: ZInt32,
  promoterNo: z.string(),
  nickname: z.string(),
  phone: z.string(),
  registeredAt: ZDateTime,
  status: ZPromoterStatus,
  statusLabel: z.string(),
});
export type Invitee = z.infer<typeof ZInvitee>;

export const ZPromoterMediaAccountsResponse = ZEnvelope(ZPage(ZMediaAccount));
export const ZPromoterAliasesResponse = ZEnvelope(ZPage(ZWorksAlias));
export const ZPromoterBackfillsResponse = ZEnvelope(ZPage(ZAliasLink));
/** Income lines with the promoter's totals, as the app's income page answers them; optionally one status. */
export const ZPromoterIncomeQuery = ZPromoterTabQuery.extend({
  status: z.enum(['estimated', 'settled', 'credited'], '状态只能是 estimated、settled 或 credited').optional(),
});
export const ZPromoterIncomeResponse = ZIncomePageResponse;
export const ZPromoterLedgerResponse = ZEnvelope(ZPage(ZAccountRecord));
export const ZPromoterWithdrawalsResponse = ZEnvelope(ZPage(ZWithdrawal));
export const ZPromoterInviteesResponse = ZEnvelope(ZPage(ZInvitee));

const ZReason = (what: string, max: number) =>
  z.string(`请填写${what}`).trim().min(1, `请填写${what}`).max(max, `${what}最多 ${max} 个字`);

export const ZDisablePromoterBody = z.object({ id: zId('推客 id '), reason: ZReason('停用原因', DISABLE_REASON_MAX) });
export const ZEnablePromoterBody = z.object({ id: zId('推客 id ') });

export const ZAdjustBalanceBody = z.object({
  id: zId('推客 id '),
  /** Signed fen: a credit is positive, a debit negative (refused if the balance does not cover it). */
  amount: z
    .number('请输入调整金额')
    .int('调整金额必须是整数（分）')
    .min(-ADJUSTMENT_MAX_FEN, `单次调整不超过 ¥${ADJUSTMENT_MAX_FEN / 100}`)
    .max(ADJUSTMENT_MAX_FEN, `单次调整不超过 ¥${ADJUSTMENT_MAX_FEN / 100}`)
    .refine((n) => n !== 0, '调整金额不能为 0'),
  reason: ZReason('调整原因', ADJUSTMENT_REASON_MAX),
  /** Chosen by the console once per confirmation; a retry with the same id posts nothing again. */
  requestId: z
    .string('requestId 无效')
    .trim()
    .min(8, 'requestId 无效')
    .max(64, 'requestId 无效')
    .regex(/^[A-Za-z0-9_-]+$/, 'requestId 无效'),
});
export type AdjustBalanceBody = z.input<typeof ZAdjustBalanceBody>;

export const ZBalanceAdjustment = z.object({
  /** The adjustment row, which the ledger row references. */
  id: ZInt32,
  promoterId: ZInt32,
  amount: ZFen,
  reason: z.string(),
  /** The promoter's balance right after this adjustment was posted. */
  balanceAfter: ZFen,
  ledgerEntryId: ZInt32,
  operatorAccount: z.string(),
  createdAt: ZDateTime,
});
export type BalanceAdjustment = z.infer<typeof ZBalanceAdjustment>;
export const ZAdjustBalanceResponse = ZEnvelope(ZBalanceAdjustment);
