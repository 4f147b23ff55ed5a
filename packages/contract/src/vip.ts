import { z } from 'zod';
import { ZEnvelope, ZFen } from './envelope';
import { ZInt32 } from './fields';

/**
 * VIP levels (我的 → VIP) and the wechat mentor (我的 → 微信导师), as the app reads them. The levels are
 * the operator's data (the console's 推客成长 → VIP 等级): level 0 is everyone's, each higher level is
 * earned by settled income over the operator's period or by the number of direct invitees, whichever
 * comes first; a scheduled job recomputes every promoter's level.
 */
export const ZVipLevel = z.object({
  level: ZInt32,
  name: z.string(),
  /** Settled income over the last `incomePeriodDays` days that earns the level; null: not earned by income. */
  minSettledIncome: ZFen.nullable(),
  /** Direct invitees that earn the level; null: not earned by team size. */
  minTeamSize: ZInt32.nullable(),
  /** Links the watermark eraser takes per day. */
  watermarkDailyQuota: ZInt32,
  /** The share of each invitee's settled income paid to this level's inviters; null: the platform's rate. */
  rebateBps: ZInt32.nullable(),
  /** Their aliases and back-fills are reviewed first. */
  priorityReview: z.boolean(),
});
export type VipLevel = z.infer<typeof ZVipLevel>;

export const ZVipLevels = z.object({
  /** The days (today included) the settled income of a threshold is counted over. */
  incomePeriodDays: ZInt32,
  /** The platform's rebate rate, which a level without its own rate pays. */
  defaultRebateBps: ZInt32,
  levels: z.array(ZVipLevel),
});
export type VipLevels = z.infer<typeof ZVipLevels>;
export const ZVipLevelsResponse = ZEnvelope(ZVipLevels);

/** What reaching a level takes from where the promoter stands now (0 when that threshold is met or unused). */
export const ZVipNext = z.object({
  level: ZInt32,
  name: z.string(),
  minSettledIncome: ZFen.nullable(),
  minTeamSize: ZInt32.nullable(),
  incomeToGo: ZFen,
  teamToGo: ZInt32,
});

export const ZVipMy = z.object({
  level: ZInt32,
  name: z.string(),
  /** The figures the level is decided on, as of now (the level itself is recomputed hourly). */
  settledIncome: ZFen,
  teamSize: ZInt32,
  incomePeriodDays: ZInt32,
  /** The benefits in force for this promoter (`rebateBps`: the level's rate or the platform's). */
  benefits: z.object({ watermarkDailyQuota: ZInt32, rebateBps: ZInt32, priorityReview: z.boolean() }),
  /** The next level, or null at the top. */
  next: ZVipNext.nullable(),
});
export type VipMy = z.infer<typeof ZVipMy>;
export const ZVipMyResponse = ZEnvelope(ZVipMy);

/** The promoter's wechat mentor, or null when none is assigned. */
export const ZMentorInfo = z.object({ name: z.string(), wechatId: z.string(), qrCode: z.string().nullable() }).nullable();
export type MentorInfo = z.infer<typeof ZMentorInfo>;
export const ZMentorInfoResponse = ZEnvelope(ZMentorInfo);
