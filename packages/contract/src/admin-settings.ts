import { z } from 'zod';
import { ZAppSetting } from './content';
import { ZDateTime, ZEnvelope } from './envelope';

/**
 * The operator's app settings, as stored and as the server reads them (modules/app-config settings.ts
 * validates every stored field with these schemas), and as the console validates them while the admin
 * types. One schema for all three, so a value the console accepts is one the server keeps, and a value
 * the server refuses is never stored. Messages name the setting, since the admin reads them.
 */

/** An amount setting in fen: a whole fen, within what one person could withdraw. */
const zFenSetting = (label: string, min: number, max: number, yuan: (fen: number) => string) =>
  z
    .number(`${label}应为数字`)
    .min(min, `${label}不能小于 ${yuan(min)}`)
    .max(max, `${label}不能大于 ${yuan(max)}`)
    .int(`${label}须精确到分`);

const yuanOf = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The withdrawal fee's upper bound: past half of the amount, a value is a typing slip, not a fee. */
export const FEE_BPS_MAX = 5000;
/** Alipay's smallest transfer to a person (¥0.10): a smaller withdrawal could never be paid. */
export const WITHDRAWAL_MIN_FEN = 10;

/**
 * The app setting as stored: the withdrawal fee in integer basis points (600 = 6 %), which is what the
 * server computes with (`fee.ts`). Clients of `/dev/config/GetAppSetting` get the decimal rate instead.
 */
export const ZAppSettingStored = z.object({
  withdrawalServiceFeeBps: z
    .number('提现服务费率应为数字')
    .min(0, '提现服务费率不能为负')
    .max(FEE_BPS_MAX, `提现服务费率不能超过 ${FEE_BPS_MAX / 100}%`)
    .int('提现服务费率最多精确到 0.01%'),
  minWithdrawal: zFenSetting('最低提现金额', WITHDRAWAL_MIN_FEN, 10_000_000, yuanOf),
  maxMonthlyWithdrawal: zFenSetting('每月提现上限', WITHDRAWAL_MIN_FEN, 1_000_000_000, yuanOf),
  /** Days of the month on which withdrawals may be submitted; empty means every day. */
  withdrawalDays: z
    .array(
      z.number('提现日应为数字').int('提现日应为 1-31 的整数').min(1, '提现日应为 1-31').max(31, '提现日应为 1-31'),
      '提现日应为列表',
    )
    .max(31, '提现日最多 31 天')
    .refine((days) => new Set(days).size === days.length, '提现日不能重复'),
  /**
   * Withhold individual income tax on withdrawals as 劳务报酬 (cumulative monthly method, tax.ts). Off by
   * default: the platform turns it on once it files withholding returns for its promoters.
   */
  taxWithholding: z.boolean('代扣个税应为开或关'),
  configVersion: z.string('配置版本应为文本').trim().min(1, '请填写配置版本').max(20, '配置版本最多 20 个字符'),
  webviewHosts: ZAppSetting.shape.webviewHosts,
});
export type AppSettingStored = z.infer<typeof ZAppSettingStored>;

/** The rebate rate's upper bound, as the fee's. */
export const REBATE_BPS_MAX = 5000;

/** Operator rules of keyword promotion and invitation; server-side only (each alias carries its own deadline). */
export const ZPromotionSetting = z.object({
  /** Live (in review or active) aliases one promoter may hold at once. */
  maxLiveAliases: z
    .number('口令数量上限应为数字')
    .min(1, '口令数量上限至少为 1')
    .max(1000, '口令数量上限最多 1000')
    .int('口令数量上限应为整数'),
  /** Days after activation within which an alias must be back-filled, or it expires. */
  backfillWindowDays: z
    .number('回填期限应为数字')
    .min(1, '回填期限至少 1 天')
    .max(365, '回填期限最多 365 天')
    .int('回填期限应为整数天'),
  /**
   * Media accounts one promoter may have bound on each media platform at once. Binding proves no
   * ownership yet (docs/SECURITY.md), so the cap bounds how many UIDs one promoter can claim.
   */
  maxMediaAccountsPerPlatform: z
    .number('每个平台可绑定账号数应为数字')
    .min(1, '每个平台可绑定账号数至少为 1')
    .max(100, '每个平台可绑定账号数最多 100')
    .int('每个平台可绑定账号数应为整数'),
  /**
   * The inviter's rebate (团队奖励) on an invitee's settled income, in basis points (1000 = 10 %); a
   * refund of that income takes back the same share. Up to half: past it, a value is a typing slip.
   */
  rebateBps: z
    .number('团队奖励比例应为数字')
    .min(0, '团队奖励比例不能为负')
    .max(REBATE_BPS_MAX, `团队奖励比例不能超过 ${REBATE_BPS_MAX / 100}%`)
    .int('团队奖励比例最多精确到 0.01%'),
});
export type PromotionSetting = z.infer<typeof ZPromotionSetting>;

/** The settings the 系统设置 page edits, one form each (customer service is content, see admin-content.ts). */
export const ADMIN_SETTING_KEYS = ['app', 'promotion'] as const;
export type AdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

/**
 * A save names its setting and the fields it changes; the server merges them over the value in force
 * and checks the whole with the setting's schema. A field the setting does not have is refused, so a
 * misspelt name never passes for a saved change.
 */
export const ZSettingSaveRequest = z.discriminatedUnion(
  'key',
  [
    z.object({ key: z.literal('app'), value: ZAppSettingStored.partial().strict() }),
    z.object({ key: z.literal('promotion'), value: ZPromotionSetting.partial().strict() }),
  ],
  '设置项只能是 app 或 promotion',
);
export type SettingSaveRequest = z.input<typeof ZSettingSaveRequest>;

const ZSettingGroup = <T extends z.ZodObject>(schema: T) =>
  z.object({
    /** What the server uses now: the stored fields that pass, the default for any other. */
    value: schema,
    /** What the server uses when nothing is stored. */
    defaults: schema,
    /** Stored fields the server could not use (it uses their default instead), for the admin to fix. */
    problems: z.array(z.object({ field: z.string(), message: z.string() })),
    /** The last save, or null while the defaults are in force. */
    updatedAt: ZDateTime.nullable(),
  });

export const ZAdminSettings = z.object({
  app: ZSettingGroup(ZAppSettingStored),
  promotion: ZSettingGroup(ZPromotionSetting),
});
export type AdminSettings = z.infer<typeof ZAdminSettings>;
export const ZAdminSettingsResponse = ZEnvelope(ZAdminSettings);
