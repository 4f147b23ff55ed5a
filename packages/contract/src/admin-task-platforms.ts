import { z } from 'zod';
import { ZQueryFlag, ZSortOrder } from './admin-catalogue';
import { zMediaUrl } from './admin-uploads';
import { aliasLength, normalizeAlias } from './alias-rule';
import { ALIAS_CHARSETS, ALIAS_REVIEW_MODES, PROMOTION_TYPE, SETTLEMENT_TYPE } from './enums';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { multiline, ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZAliasRule } from './promotion';

/** The console's task platforms: the alias rule as data, and prices and shares kept as versions. */

/** Task platform categories, as the app groups them. */
export const TASK_PLATFORM_CATEGORY = {
  drama: { value: 1, label: '短剧' },
  novel: { value: 2, label: '小说' },
  cloudDrive: { value: 3, label: '网盘' },
  starTask: { value: 4, label: '星图/MCN' },
} as const;

const values = (e: Record<string, { value: number }>) => Object.values(e).map((i) => i.value);
const oneOfValues = (e: Record<string, { value: number; label: string }>, what: string) =>
  z
    .number(`请选择${what}`)
    .int(`请选择${what}`)
    .refine((v) => values(e).includes(v), `${what}只能是 ${Object.values(e).map((i) => `${i.value}（${i.label}）`).join('、')}`);

export const ZTaskPlatformCategory = oneOfValues(TASK_PLATFORM_CATEGORY, '平台分类');
export const ZPromotionType = oneOfValues(PROMOTION_TYPE, '推广方式');
export const ZSettlementType = oneOfValues(SETTLEMENT_TYPE, '结算方式');

/** Settlement types paid as a share (CPS recharge, CPM ads); the others pay a price per unit (CPA, per task). */
export const SHARE_SETTLEMENTS: readonly number[] = [SETTLEMENT_TYPE.cps.value, SETTLEMENT_TYPE.cpm.value];

// —— list ——

export const ADMIN_TASK_PLATFORM_SORTS = ['sort', 'createdAt', 'id'] as const;

export const ZAdminTaskPlatformsPageQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  category: zQueryNumber(ZTaskPlatformCategory, '平台分类必须是整数').optional(),
  promotionType: zQueryNumber(ZPromotionType, '推广方式必须是整数').optional(),
  settlementType: zQueryNumber(ZSettlementType, '结算方式必须是整数').optional(),
  enabled: ZQueryFlag('启用状态').optional(),
  sort: z.enum(ADMIN_TASK_PLATFORM_SORTS, `排序只能是 ${ADMIN_TASK_PLATFORM_SORTS.join('、')}`).default('sort'),
  order: ZSortOrder.default('asc'),
});

/** One price version: what promoters earned under, from `effectiveFrom` until the next version. */
export const ZPriceVersion = z.object({
  id: ZInt32,
  version: ZInt32,
  effectiveFrom: ZDateTime,
  priceDesc: z.string(),
  shareBps: ZInt32.nullable(),
  unitPriceFen: ZInt32.nullable(),
  note: z.string(),
  /** Who set it; null for the versions the migration or the demo seed wrote. */
  operatorAccount: z.string().nullable(),
  createdAt: ZDateTime,
  /** `current`: in force now; `scheduled`: takes effect later; `past`: replaced. */
  state: z.enum(['past', 'current', 'scheduled']),
});
export type PriceVersion = z.infer<typeof ZPriceVersion>;

export const ZAdminTaskPlatform = z.object({
  id: ZInt32,
  name: z.string(),
  logo: z.string(),
  category: ZInt32,
  promotionType: ZInt32,
  promotionTypeLabel: z.string(),
  settlementType: ZInt32,
  settlementTypeLabel: z.string(),
  summary: z.string(),
  sort: ZInt32,
  enabled: z.boolean(),
  aliasRule: ZAliasRule,
  /** The version in force now (null: none yet, the platform's own price text applies). */
  currentPrice: ZPriceVersion.nullable(),
  /** The next scheduled version, if one is set. */
  nextPrice: ZPriceVersion.nullable(),
  /** What the app's card shows now. */
  priceDesc: z.string(),
  workCount: ZInt32,
  createdAt: ZDateTime,
});
export type AdminTaskPlatform = z.infer<typeof ZAdminTaskPlatform>;
export const ZAdminTaskPlatformsPageResponse = ZEnvelope(ZPage(ZAdminTaskPlatform));

export const ZAdminTaskPlatformDetail = ZAdminTaskPlatform.extend({
  rulesHtml: z.string(),
  /** Every version, newest first: the timeline. */
  prices: z.array(ZPriceVersion),
});
export type AdminTaskPlatformDetail = z.infer<typeof ZAdminTaskPlatformDetail>;
export const ZAdminTaskPlatformDetailResponse = ZEnvelope(ZAdminTaskPlatformDetail);
export const ZAdminTaskPlatformIdQuery = z.object({ id: zQueryId('任务平台 id ') });

// —— the form ——

export const ZAliasRuleInput = z
  .object({
    minLength: z.number('请填写最短字数').int('字数必须是整数').min(1, '最短至少 1 个字').max(30, '最短不能超过 30 个字'),
    maxLength: z.number('请填写最长字数').int('字数必须是整数').min(1, '最长至少 1 个字').max(30, '最长不能超过 30 个字'),
    charset: z.enum(Object.keys(ALIAS_CHARSETS) as [keyof typeof ALIAS_CHARSETS], '字符范围只能是 han、han_alnum 或 alnum'),
    /** Stored in its NFKC form, the form aliases are compared in. */
    prefix: z
      .string()
      .trim()
      .max(10, '前缀最多 10 个字')
      .regex(/^\S*$/, '前缀不能包含空格')
      .transform(normalizeAlias)
      .default(''),
    reviewMode: z.enum(ALIAS_REVIEW_MODES, '审核方式只能是 auto 或 manual'),
  })
  .refine((r) => r.maxLength >= r.minLength, { message: '最长字数不能小于最短字数', path: ['maxLength'] })
  .refine((r) => aliasLength(r.prefix) < r.maxLength, { message: '前缀之后至少要能再写 1 个字', path: ['prefix'] });

/**
 * A new price version. A share for share settlements (CPS, CPM), a unit price for the others (checked
 * against the platform's settlement type by the save). `effectiveFrom` absent: from now; a time in the
 * past is refused, so no income already earned changes its rule.
 */
export const ZPriceInput = z.object({
  priceDesc: z.string('请填写价格说明').trim().min(1, '请填写价格说明').max(40, '价格说明最多 40 个字'),
  shareBps: z.number().int('分成必须是整数基点').min(0, '分成不能为负').max(10_000, '分成不能超过 100%').nullable().default(null),
  unitPriceFen: z
    .number()
    .int('单价必须是整数（分）')
    .min(0, '单价不能为负')
    .max(100_000_000, '单价过大')
    .nullable()
    .default(null),
  effectiveFrom: z.iso.datetime({ offset: true, error: '生效时间格式不正确' }).optional(),
  note: z.string().trim().max(100, '备注最多 100 个字').default(''),
});
export type PriceInput = z.input<typeof ZPriceInput>;

export const ZAdminTaskPlatformSave = z.object({
  id: zId('任务平台 id ').optional(),
  name: z.string('请填写平台名称').trim().min(1, '请填写平台名称').max(20, '平台名称最多 20 个字'),
  logo: zMediaUrl('平台图标'),
  category: ZTaskPlatformCategory,
  promotionType: ZPromotionType,
  settlementType: ZSettlementType,
  summary: z.string().trim().max(60, '简介最多 60 个字').default(''),
  rulesHtml: multiline(z.string().max(20_000, '推广规则过长')).default(''),
  sort: z.number('排序必须是整数').int('排序必须是整数').min(-1_000_000, '排序过小').max(1_000_000, '排序过大').default(0),
  enabled: z.boolean().default(true),
  aliasRule: ZAliasRuleInput,
  /** Required for a new platform; on an update, a new version when it differs from the latest. */
  price: ZPriceInput.optional(),
});
export type AdminTaskPlatformSave = z.input<typeof ZAdminTaskPlatformSave>;
