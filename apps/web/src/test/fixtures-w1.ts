import type { CallData } from '@tuike/contract/call-types';
import type { McnTask, McnTaskDetail } from '@tuike/contract/promotion';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import type { WorkDetail, WorkMaterial } from '@tuike/contract/works';
import { aWork } from './fixtures';

type TaskPlatformDetail = CallData<'GET /api/taskPlatform/detail'>;

export const aTaskPlatform = (over: Partial<TaskPlatform> = {}): TaskPlatform => ({
  id: 1,
  name: '红果短剧',
  logo: '/media/logo.png',
  category: 1,
  promotionType: 1,
  promotionTypeLabel: '关键词推广',
  settlementType: 1,
  settlementTypeLabel: 'CPS充值分成',
  summary: '热门短剧关键词推广',
  priceDesc: '充值分成 最高70%',
  ...over,
});

export const aTaskPlatformDetail = (over: Partial<TaskPlatformDetail> = {}): TaskPlatformDetail => ({
  ...aTaskPlatform(),
  rulesHtml: '<h3>推广规则</h3><p>申请口令后 7 天内需回填发布链接</p>',
  aliasRule: {
    minLength: 4,
    maxLength: 8,
    charset: 'han',
    prefix: '故事',
    reviewMode: 'auto',
    description: '以“故事”开头，4-8 个汉字',
  },
  ...over,
});

export const aWorkDetail = (over: Partial<WorkDetail> = {}): WorkDetail => ({
  ...aWork(),
  howToPromote: '1. 申请口令；2. 剪辑素材发布；3. 回填链接。',
  keywordRule: '以“故事”开头，4-8 个汉字',
  ...over,
});

export const aMaterial = (over: Partial<WorkMaterial> = {}): WorkMaterial => ({
  id: 1,
  kind: 'copy',
  title: '推广文案',
  url: null,
  cover: null,
  text: '总裁的替身新娘竟是失散多年的千金',
  ...over,
});

export const aMcnTask = (over: Partial<McnTask> = {}): McnTask => ({
  id: 1,
  title: '霸道总裁爱上我 星图推广',
  cover: '/media/cover.png',
  taskPlatformId: 8,
  taskPlatformName: '星图任务',
  rewardDesc: '每千次播放 ¥8，单条最高 ¥500',
  summary: '发布 15 秒以上的剧情剪辑',
  tags: ['甜宠'],
  workId: 1,
  endsAt: '2026-12-31T23:59:00+08:00',
  joinedCount: 12,
  joined: false,
  ...over,
});

export const aMcnTaskDetail = (over: Partial<McnTaskDetail> = {}): McnTaskDetail => ({
  ...aMcnTask(),
  requirementsHtml: '<p>视频须挂载任务链接</p>',
  startsAt: '2026-11-01T10:00:00+08:00',
  myLink: null,
  ...over,
});

export const aMcnLink = (taskId = 1) => ({
  taskId,
  link: `https://star.example.com/t/${taskId}?c=AB12`,
  code: 'AB12',
  joinedAt: '2026-11-20T10:00:00+08:00',
});
