import { WHITELIST_REJECT_REASONS } from '@tuike/contract/application-states';
import type { ReasonPreset } from '../../components/ReasonModal';
import type { Queue } from './api/decide';

/** The reasons operators give most often in each queue, one click away in the rejection dialog. */
export const COMMON_REASONS: Record<Queue, readonly (string | ReasonPreset)[]> = {
  aliases: [
    '关键词与作品内容无关，请使用作品名相关词汇',
    '关键词含敏感或违规内容',
    '关键词与其他作品或品牌混淆',
    '疑似抢注热门词，请使用自己推广的关键词',
  ],
  links: [
    '视频中未出现口令，请在文案或画面中展示口令后重新回填',
    '链接不是该账号发布的作品',
    '链接无法打开或作品已删除',
    '发布时间早于口令生效时间',
  ],
  panLinks: [
    '链接不是该账号发布的作品',
    '作品中没有该网盘资源的推广文案或链接',
    '链接无法打开或作品已删除',
    '发布时间早于推广创建时间',
  ],
  rechecks: [
    '视频中仍未展示口令，复审不予通过',
    '截图无法证明视频由该账号发布',
    '数据以平台结算报表为准，暂无异常',
    '复审理由与回填记录不符',
  ],
  // The label opens the text, so the decision carries its code (api/decide.ts, whitelistReason).
  whitelist: [
    { label: WHITELIST_REJECT_REASONS.otherAgency, text: `${WHITELIST_REJECT_REASONS.otherAgency}：` },
    WHITELIST_REJECT_REASONS.notAuthor,
    WHITELIST_REJECT_REASONS.linkInvalid,
    WHITELIST_REJECT_REASONS.accountInactive,
  ],
  deletions: ['账户有未完成的提现，请完成后再申请', '账户存在未结算收益，请结算后再申请', '无法确认是本人申请，请联系客服'],
};
