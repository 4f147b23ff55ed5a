import { z } from 'zod';
import { REBATE_BPS_MAX } from './admin-settings';
import { zMediaUrl } from './admin-uploads';
import { ZDateTime, ZEnvelope } from './envelope';
import { zId, ZInt32 } from './fields';
import { ZWxId } from './user';
import { ZVipLevel } from './vip';

/**
 * The console's 推客成长: VIP levels (admin) and wechat mentors (operators who manage promoters). The
 * save schemas are what the server checks and what the console's forms check as the operator types.
 */

export const VIP_LEVELS_MAX = 10;
export const VIP_NAME_MAX = 12;
/** Past 1,000 links a day the quota is a typing slip, not a benefit. */
export const WATERMARK_QUOTA_MAX = 1000;
/** ¥10,000,000: no promoter settles more over any period the levels count. */
const INCOME_THRESHOLD_MAX = 1_000_000_000;

const ZVipLevelInput = z.object({
  level: z
    .number('等级应为数字')
    .int('等级应为整数')
    .min(0, '等级从 0 开始')
    .max(VIP_LEVELS_MAX - 1, '等级超出范围'),
  name: z
    .string('请填写等级名称')
    .trim()
    .min(1, '请填写等级名称')
    .refine((s) => [...s].length <= VIP_NAME_MAX, `等级名称最多 ${VIP_NAME_MAX} 个字`),
  minSettledIncome: z
    .number('收益门槛应为数字')
    .int('收益门槛须精确到分')
    .min(1, '收益门槛应大于 0')
    .max(INCOME_THRESHOLD_MAX, '收益门槛不能超过 ¥10,000,000.00')
    .nullable(),
  minTeamSize: z
    .number('团队人数门槛应为数字')
    .int('团队人数门槛应为整数')
    .min(1, '团队人数门槛至少为 1')
    .max(1_000_000, '团队人数门槛超出范围')
    .nullable(),
  watermarkDailyQuota: z
    .number('每日去水印次数应为数字')
    .int('每日去水印次数应为整数')
    .min(0, '每日去水印次数不能为负')
    .max(WATERMARK_QUOTA_MAX, `每日去水印次数最多 ${WATERMARK_QUOTA_MAX}`),
  rebateBps: z
    .number('团队奖励比例应为数字')
    .int('团队奖励比例最多精确到 0.01%')
    .min(0, '团队奖励比例不能为负')
    .max(REBATE_BPS_MAX, `团队奖励比例不能超过 ${REBATE_BPS_MAX / 100}%`)
    .nullable(),
  priorityReview: z.boolean('优先审核应为开或关'),
});
export type VipLevelInput = z.input<typeof ZVipLevelInput>;

/** The VIP setting (settings key `vip`): the days the income thresholds count settled income over. */
export const ZVipSetting = z.object({
  incomePeriodDays: z
    .number('统计周期应为数字')
    .int('统计周期应为整数天')
    .min(1, '统计周期至少 1 天')
    .max(365, '统计周期最多 365 天'),
});

/**
 * The whole table of levels, saved at once: numbered 0, 1, 2… in order; level 0 is everyone's and has
 * no threshold; every higher level has at least one, and each threshold rises with the level among the
 * levels that use it, so a higher level is never easier to reach than a lower one.
 */
export const ZVipLevelsSave = z
  .object({
    incomePeriodDays: ZVipSetting.shape.incomePeriodDays,
    levels: z
      .array(ZVipLevelInput, '等级应为列表')
      .min(1, '至少保留一个等级')
      .max(VIP_LEVELS_MAX, `最多 ${VIP_LEVELS_MAX} 个等级`),
  })
  .superRefine(({ levels }, ctx) => {
    const issue = (i: number, field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['levels', i, field], message });
    const names = new Set<string>();
    let lastIncome = 0;
    let lastTeam = 0;
    levels.forEach((l, i) => {
      if (l.level !== i) issue(i, 'level', `等级应按 0、1、2… 依次排列，第 ${i + 1} 行应为 ${i}`);
      if (names.has(l.name)) issue(i, 'name', `等级名称「${l.name}」重复`);
      names.add(l.name);
      if (i === 0) {
        if (l.minSettledIncome !== null || l.minTeamSize !== null)
          issue(i, 'minSettledIncome', '等级 0 是所有推客的起点，不设门槛');
        return;
      }
      if (l.minSettledIncome === null && l.minTeamSize === null)
        issue(i, 'minSettledIncome', `等级 ${i} 至少设一个门槛（收益或团队人数）`);
      if (l.minSettledIncome !== null) {
        if (l.minSettledIncome <= lastIncome) issue(i, 'minSettledIncome', `等级 ${i} 的收益门槛应高于更低等级的收益门槛`);
        lastIncome = Math.max(lastIncome, l.minSettledIncome);
      }
      if (l.minTeamSize !== null) {
        if (l.minTeamSize <= lastTeam) issue(i, 'minTeamSize', `等级 ${i} 的团队人数门槛应高于更低等级的团队人数门槛`);
        lastTeam = Math.max(lastTeam, l.minTeamSize);
      }
    });
  });
export type VipLevelsSave = z.input<typeof ZVipLevelsSave>;

export const ZAdminVipLevels = z.object({
  incomePeriodDays: ZInt32,
  defaultRebateBps: ZInt32,
  levels: z.array(ZVipLevel.extend({ promoters: ZInt32 })),
  /** The last save, null while the levels are the installed ones. */
  updatedAt: ZDateTime.nullable(),
  /** When the job last recomputed every promoter's level, null before its first run. */
  recomputedAt: ZDateTime.nullable(),
});
export type AdminVipLevels = z.infer<typeof ZAdminVipLevels>;
export const ZAdminVipLevelsResponse = ZEnvelope(ZAdminVipLevels);

// —— mentors ——

export const MENTOR_NAME_MAX = 20;
/** Promoters one bulk assignment names: a page of the promoters list at most. */
export const MENTOR_ASSIGN_MAX = 100;

export const ZMentor = z.object({
  id: ZInt32,
  name: z.string(),
  wechatId: z.string(),
  qrCode: z.string().nullable(),
  /** Promoters assigned to the mentor now. */
  promoters: ZInt32,
  /** Team leaders whose invitees get this mentor. */
  leaders: ZInt32,
  createdAt: ZDateTime,
});
export type Mentor = z.infer<typeof ZMentor>;
export const ZMentorListResponse = ZEnvelope(z.array(ZMentor));
export const ZMentorResponse = ZEnvelope(ZMentor);

export const ZMentorInput = z.object({
  id: zId('导师 id ').optional(),
  name: z
    .string('请填写导师姓名')
    .trim()
    .min(1, '请填写导师姓名')
    .refine((s) => [...s].length <= MENTOR_NAME_MAX, `导师姓名最多 ${MENTOR_NAME_MAX} 个字`),
  wechatId: ZWxId,
  qrCode: zMediaUrl('二维码').nullable(),
});
export type MentorInput = z.input<typeof ZMentorInput>;

export const ZMentorIdBody = z.object({ id: zId('导师 id ') });

/** Bulk assignment from the promoters list; `mentorId` null takes their mentor away. */
export const ZMentorAssignBody = z.object({
  mentorId: zId('导师 id ').nullable(),
  userIds: z
    .array(zId('推客 id '), '推客应为列表')
    .min(1, '请选择推客')
    .max(MENTOR_ASSIGN_MAX, `一次最多指派 ${MENTOR_ASSIGN_MAX} 位推客`)
    .refine((ids) => new Set(ids).size === ids.length, '推客不能重复'),
});
export const ZMentorAssignResponse = ZEnvelope(z.object({ assigned: ZInt32 }));

/** A team leader whose invitees (direct, present and future) get the mentor. */
export const ZMentorRule = z.object({
  leader: z.object({ id: ZInt32, promoterNo: z.string(), nickname: z.string() }),
  mentor: z.object({ id: ZInt32, name: z.string() }),
  invitees: ZInt32,
  updatedAt: ZDateTime,
});
export type MentorRule = z.infer<typeof ZMentorRule>;
export const ZMentorRuleListResponse = ZEnvelope(z.array(ZMentorRule));

export const ZMentorRuleSave = z.object({ leaderId: zId('团队长 id '), mentorId: zId('导师 id ') });
export const ZMentorRuleSaveResponse = ZEnvelope(z.object({ rule: ZMentorRule, applied: ZInt32 }));
export const ZMentorRuleDelete = z.object({ leaderId: zId('团队长 id ') });
