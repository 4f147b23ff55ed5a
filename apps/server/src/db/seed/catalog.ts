import { PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';

/** Demo task platforms: category 1 drama, 2 novel, 3 cloud drive, 4 star/MCN. */
export const TASK_PLATFORMS = [
  { name: '红果短剧', category: 1, promotionType: PROMOTION_TYPE.keyword.value, settlementType: SETTLEMENT_TYPE.cps.value, summary: '免费短剧头部平台，搜索口令即看', priceDesc: '充值分成 最高70%' },
  { name: '河马剧场', category: 1, promotionType: PROMOTION_TYPE.keyword.value, settlementType: SETTLEMENT_TYPE.cps.value, summary: '付费短剧，充值转化高', priceDesc: '充值分成 最高65%' },
  { name: '番茄小说', category: 2, promotionType: PROMOTION_TYPE.keyword.value, settlementType: SETTLEMENT_TYPE.cpa.value, summary: '免费小说，按新用户结算', priceDesc: '拉新 ¥3.5/人' },
  { name: '七猫免费小说', category: 2, promotionType: PROMOTION_TYPE.keyword.value, settlementType: SETTLEMENT_TYPE.cpa.value, summary: '免费小说，口令搜索书名', priceDesc: '拉新 ¥3.0/人' },
  { name: '书旗小说', category: 2, promotionType: PROMOTION_TYPE.mount.value, settlementType: SETTLEMENT_TYPE.cps.value, summary: '付费小说，挂载小程序分成', priceDesc: '充值分成 最高60%' },
  { name: '夸克网盘', category: 3, promotionType: PROMOTION_TYPE.cloudDrive.value, settlementType: SETTLEMENT_TYPE.cpa.value, summary: '分享网盘资源，新用户转存即结算', priceDesc: '拉新 ¥6/人' },
  { name: 'UC网盘', category: 3, promotionType: PROMOTION_TYPE.cloudDrive.value, settlementType: SETTLEMENT_TYPE.cpa.value, summary: '分享资源链接拉新', priceDesc: '拉新 ¥4/人' },
  { name: '抖音星图', category: 4, promotionType: PROMOTION_TYPE.starTask.value, settlementType: SETTLEMENT_TYPE.perTask.value, summary: '星图任务，按播放与转化结算', priceDesc: '按任务规则结算' },
] as const;

export const DRAMA_TITLES = [
  '闪婚后傅总每天都在追妻', '重生之我在豪门当团宠', '战神归来', '离婚后她惊艳了全世界', '天降萌宝：爹地请签收',
  '龙王医婿', '夫人她又美又飒', '我的师父是神医', '千金归来', '逆袭人生从摆摊开始',
  '总裁的替身娇妻', '穿越之农门长姐', '隐世高手在都市', '她是顶流的白月光', '冷面王爷的小医妃',
  '回到八零当首富', '我在古代开超市', '霸总的契约新娘', '无敌赘婿', '真千金她不装了',
  '一胎三宝：妈咪超凶', '神医下山', '开局签到十个亿', '九零小媳妇', '盛世嫡女',
  '少帅的心尖宠', '错嫁成婚', '都市最强狂婿', '奶团子驾到', '长公主她权倾天下',
  '谁说小县令不能当首辅', '替嫁后残疾老公站起来了',
];

export const NOVEL_TITLES = [
  '星河长明', '诡秘之境', '凡人问道', '大明第一首辅', '全球高武时代',
  '我在末世种田', '长夜余火', '剑来归处', '深海余烬', '道诡异仙录',
  '临渊行记', '庆余年华', '问鼎仙途', '赤心巡天路', '灵境行者',
  '夜的命名术', '宿命之环', '我的治愈系游戏', '十日终焉', '玄鉴仙族',
  '北宋穿越指南', '大奉打更人', '光阴之外', '神秘复苏', '万族之劫',
  '明克街十三号', '第一序列', '我师兄实在太稳健了', '修真聊天群', '从红月开始',
  '大王饶命', '轮回乐园',
];

export const DRAMA_TAGS = ['甜宠', '逆袭', '战神', '萌宝', '重生', '豪门', '古装', '年代', '神医', '复仇'];
export const NOVEL_TAGS = ['玄幻', '都市', '仙侠', '历史', '科幻', '悬疑', '末世', '系统', '游戏', '言情'];
