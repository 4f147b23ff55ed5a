import type { McnTask, McnTaskDetail } from '@tuike/contract/promotion';

// Star (MCN) tasks and a promoter's channel link, shaped as the contract's schemas.

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
