import type { CallData } from '@tuike/contract/call-types';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';

type TaskPlatformDetail = CallData<'GET /api/taskPlatform/detail'>;

// Task platforms (红果短剧…) and their alias rules, shaped as the contract's schemas.

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
  dataUpTo: null,
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
