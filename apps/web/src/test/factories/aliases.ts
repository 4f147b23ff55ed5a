import type { CallData } from '@tuike/contract/call-types';
import type { AliasLink, WorksAlias } from '@tuike/contract/promotion';

type Day = CallData<'GET /api/worksAlias/DailyStats'>['records'][number];

// A promoter's aliases (关键词), their back-filled links and the daily 拉新 report.

export const anAlias = (over: Partial<WorksAlias> = {}): WorksAlias => ({
  id: 11,
  alias: '霸总甜宠',
  state: 2,
  stateLabel: '生效中',
  reason: null,
  workId: 1,
  workTitle: '霸道总裁爱上我',
  workCover: '',
  workType: 1,
  taskPlatformId: 1,
  taskPlatformName: '红果短剧',
  createdAt: '2026-11-20T10:00:00+08:00',
  activatedAt: '2026-11-20T10:00:05+08:00',
  backfillDeadline: null,
  linkCount: 0,
  effectiveLinkCount: 0,
  income: 0,
  newUsers: 0,
  canDelete: true,
  ...over,
});

export const aLink = (over: Partial<AliasLink> = {}): AliasLink => ({
  id: 31,
  aliasId: 11,
  alias: '霸总甜宠',
  workId: 1,
  workTitle: '霸道总裁爱上我',
  workCover: '',
  workType: 1,
  url: 'https://v.douyin.com/iRNBho6/',
  platform: 1,
  platformLabel: '抖音',
  accountId: 41,
  accountNickname: '小美爱追剧',
  accountUid: 'xm2026',
  state: 1,
  stateLabel: '待审核',
  reason: null,
  createdAt: '2026-11-20T12:00:00+08:00',
  reviewedAt: null,
  ...over,
});

export const aDay = (over: Partial<Day> = {}): Day => ({
  date: '2026-11-21',
  newUsers: 12,
  income: 3600,
  aliases: [
    { aliasId: 11, alias: '霸总甜宠', newUsers: 8, income: 2400 },
    { aliasId: 12, alias: '萌宝来袭', newUsers: 4, income: 1200 },
  ],
  ...over,
});

/** An ISO time `hours` from now (deadlines are counted from the real clock). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
