import type { Work, WorkDetail, WorkMaterial } from '@tuike/contract/works';

// Dramas and novels and their materials, shaped as the contract's schemas.

export const aWork = (over: Partial<Work> = {}): Work => ({
  id: 1,
  type: 1,
  title: '霸道总裁爱上我',
  cover: '',
  intro: '简介',
  tags: ['甜宠'],
  length: 80,
  completed: true,
  heat: 12000,
  taskPlatformId: 1,
  taskPlatformName: '红果短剧',
  shareBps: 7000,
  isNew: false,
  isHot: true,
  isRecommended: false,
  publishedAt: '2026-02-01T10:00:00+08:00',
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

export const anAudio = (over: Partial<WorkMaterial> = {}): WorkMaterial => ({
  id: 51,
  kind: 'audio',
  title: '霸总出场 BGM',
  url: 'https://cdn.example.com/bgm.mp3',
  cover: null,
  text: null,
  ...over,
});
