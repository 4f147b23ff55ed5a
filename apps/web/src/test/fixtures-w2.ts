import type { AliasLink, MediaAccount, WorksAlias } from '@tuike/contract/promotion';
import type { WorkDetail, WorkMaterial } from '@tuike/contract/works';
import type { CallData } from '@tuike/contract/call-types';
import { aWork } from './fixtures';

type PlatformDetail = CallData<'GET /api/taskPlatform/detail'>;
type PlatformGroup = CallData<'GET /api/platformAccount/GetPlatfromAndAccountList'>[number];
type Day = CallData<'GET /api/worksAlias/DailyStats'>['records'][number];

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

export const aWorkDetail = (over: Partial<WorkDetail> = {}): WorkDetail => ({
  ...aWork(),
  howToPromote: '发布视频并回填链接',
  keywordRule: '3-5 个汉字',
  ...over,
});

export const aPlatformDetail = (rule: Partial<PlatformDetail['aliasRule']> = {}): PlatformDetail => ({
  id: 1,
  name: '红果短剧',
  logo: '',
  category: 1,
  promotionType: 1,
  promotionTypeLabel: '关键词推广',
  settlementType: 1,
  settlementTypeLabel: 'CPS',
  summary: '',
  priceDesc: '',
  rulesHtml: '',
  aliasRule: {
    minLength: 3,
    maxLength: 5,
    charset: 'han',
    prefix: '',
    reviewMode: 'auto',
    description: '3-5 个字，只能是汉字',
    ...rule,
  },
});

export const anAccount = (over: Partial<MediaAccount> = {}): MediaAccount => ({
  id: 41,
  platform: 1,
  platformLabel: '抖音',
  uid: 'xm2026',
  nickname: '小美爱追剧',
  createdAt: '2026-11-01T10:00:00+08:00',
  ...over,
});

/** The three platforms as the server lists them, with the given accounts placed on theirs. */
export const accountGroups = (accounts: MediaAccount[]): PlatformGroup[] =>
  (
    [
      [1, '抖音'],
      [2, '快手'],
      [3, '微信视频号'],
    ] as const
  ).map(([platform, label]) => ({ platform, label, accounts: accounts.filter((a) => a.platform === platform) }));

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

export const anAudio = (over: Partial<WorkMaterial> = {}): WorkMaterial => ({
  id: 51,
  kind: 'audio',
  title: '霸总出场 BGM',
  url: 'https://cdn.example.com/bgm.mp3',
  cover: null,
  text: null,
  ...over,
});

/** An ISO time `hours` from now (deadlines are counted from the real clock). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A clipboard for jsdom, which has none: what was written, and `text` for readText. Call the returned
 * function to remove it (afterEach).
 */
export function stubClipboard(text = '') {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (t: string) => {
        written.push(t);
        return Promise.resolve();
      },
      readText: () => Promise.resolve(text),
    },
  });
  return { written, remove: () => Reflect.deleteProperty(navigator, 'clipboard') };
}
