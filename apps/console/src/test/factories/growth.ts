import type { AdminVipLevels, Mentor, MentorRule } from '@tuike/contract/admin-growth';

let next = 1;

/** The VIP ladder as GET /admin-api/vip/levels answers it. */
export const adminVipLevels = (over: Partial<AdminVipLevels> = {}): AdminVipLevels => ({
  incomePeriodDays: 30,
  defaultRebateBps: 1000,
  levels: [
    {
      level: 0,
      name: '普通推客',
      minSettledIncome: null,
      minTeamSize: null,
      watermarkDailyQuota: 3,
      rebateBps: null,
      priorityReview: false,
      promoters: 1820,
    },
    {
      level: 1,
      name: '青铜推客',
      minSettledIncome: 30_000,
      minTeamSize: 3,
      watermarkDailyQuota: 10,
      rebateBps: null,
      priorityReview: false,
      promoters: 312,
    },
    {
      level: 2,
      name: '白银推客',
      minSettledIncome: 150_000,
      minTeamSize: 10,
      watermarkDailyQuota: 20,
      rebateBps: 1200,
      priorityReview: true,
      promoters: 47,
    },
  ],
  updatedAt: '2026-11-20T10:00:00+08:00',
  recomputedAt: '2026-11-26T15:00:00+08:00',
  ...over,
});

/** One mentor as GET /admin-api/mentors/list lists them. */
export const aMentor = (over: Partial<Mentor> = {}): Mentor => ({
  id: next++,
  name: '林晓',
  wechatId: 'linxiao_tkx',
  qrCode: '/media/qr.svg',
  promoters: 128,
  leaders: 2,
  createdAt: '2026-10-01T09:30:00+08:00',
  ...over,
});

/** One team-leader rule as GET /admin-api/mentors/rules lists them. */
export const aMentorRule = (over: Partial<MentorRule> = {}): MentorRule => ({
  leader: { id: next++, promoterNo: '20261234', nickname: '星火团队长' },
  mentor: { id: 1, name: '林晓' },
  invitees: 36,
  updatedAt: '2026-11-02T14:05:00+08:00',
  ...over,
});
