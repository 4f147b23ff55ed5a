import type { HomeData, Session, User } from '@tuike/contract/user';

// The signed-in promoter, shaped as the contract's schemas; tests override only what they look at.

export const aUser = (over: Partial<User> = {}): User => ({
  id: 10001,
  promoterNo: '52837461',
  phone: '13800138000',
  nickname: '推客小星',
  avatar: null,
  inviteCode: 'ABC123',
  wxId: null,
  vipLevel: 0,
  createdAt: '2026-01-02T08:00:00+08:00',
  deleteRequestedAt: null,
  deletionRejection: null,
  ...over,
});

export const aSession = (over: Partial<Session> = {}): Session => ({
  token: 'new-token',
  user: aUser(),
  deletionWithdrawn: false,
  ...over,
});

export const homeData = (over: Partial<HomeData> = {}): HomeData => ({
  user: aUser(),
  balance: 12345,
  todayEstimate: 100,
  yesterdayEstimate: 200,
  monthEstimate: 3000,
  totalIncome: 45600,
  ...over,
});
