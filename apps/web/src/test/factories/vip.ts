import type { MentorInfo, VipLevel, VipLevels, VipMy } from '@tuike/contract/vip';

// VIP levels and the wechat mentor, shaped as the contract's schemas.

export const aVipLevel = (over: Partial<VipLevel> = {}): VipLevel => ({
  level: 0,
  name: '普通推客',
  minSettledIncome: null,
  minTeamSize: null,
  watermarkDailyQuota: 3,
  rebateBps: null,
  priorityReview: false,
  ...over,
});

export const vipLevels = (over: Partial<VipLevels> = {}): VipLevels => ({
  incomePeriodDays: 30,
  defaultRebateBps: 1000,
  levels: [
    aVipLevel(),
    aVipLevel({ level: 1, name: '青铜推客', minSettledIncome: 30_000, minTeamSize: 3, watermarkDailyQuota: 10 }),
    aVipLevel({
      level: 2,
      name: '白银推客',
      minSettledIncome: 150_000,
      minTeamSize: 10,
      watermarkDailyQuota: 20,
      rebateBps: 1250,
      priorityReview: true,
    }),
  ],
  ...over,
});

export const aVipMy = (over: Partial<VipMy> = {}): VipMy => ({
  level: 1,
  name: '青铜推客',
  settledIncome: 45_600,
  teamSize: 4,
  incomePeriodDays: 30,
  benefits: { watermarkDailyQuota: 10, rebateBps: 1000, priorityReview: false },
  next: { level: 2, name: '白银推客', minSettledIncome: 150_000, minTeamSize: 10, incomeToGo: 104_400, teamToGo: 6 },
  ...over,
});

export const aMentor = (over: Partial<NonNullable<MentorInfo>> = {}): NonNullable<MentorInfo> => ({
  name: '林晓',
  wechatId: 'linxiao_tkx',
  qrCode: '/media/mentor-qr.png',
  ...over,
});
