import { and, asc, eq } from 'drizzle-orm';
import type { AliasReviewMode, WorkType } from '@tuike/contract/enums';
import type { Tx } from '../db/client';
import { taskPlatforms, works } from '../db/schema';
import type { OperatorActor } from '../lib/authorize';
import { DAY } from '../lib/clock';
import { promoter } from '../lib/authorize';
import {
  aliasesService,
  aliasLinksService,
  expireOverdueAliases,
  reviewAlias,
  reviewLink,
  suggestAliases,
} from '../modules/aliases';
import { platformAccountsService } from '../modules/platform-accounts';
import type { Random } from './random';
import { madeUpLinks } from './made-up-links';

const HOUR = 3_600_000;

/** The words a promoter would pick for the demo's works (each keeps its platform's rule); others get a suggestion. */
const WORDS: Record<string, string> = {
  闪婚后傅总每天都在追妻: '傅总追妻',
  战神归来: '战神归来',
  '天降萌宝：爹地请签收': '萌宝爹地',
  夫人她又美又飒: '夫人又美又飒',
  重生之我在豪门当团宠: '豪门团宠',
  星河长明: '星河长明',
  灵气复苏第三年: '灵气复苏',
  雾港诡事录: '雾港诡事',
  大明第一首辅: '故事大明首辅',
};

/**
 * The demo promoter's keyword promotion: two media accounts (抖音, 快手) and aliases in every state on
 * dramas and novels (one active that expires tomorrow unless back-filled, several active and
 * back-filled, one in review, one rejected with the reason, one expired), with back-fills in every
 * state. Written through the modules' own functions at the moments they would have happened, so every
 * rule (alias rules, uniqueness, deadlines) holds exactly as for a real promoter; the demo operator
 * `reviewer` decides the reviews, each with its audit row.
 */
export async function seedPromotion(
  tx: Tx,
  { userId, now, rnd, reviewer }: { userId: number; now: Date; rnd: Random; reviewer: OperatorActor },
) {
  const at = (msAgo: number) => ({
    db: tx,
    clock: { now: () => new Date(now.getTime() - msAgo) },
    workAuthorLookup: madeUpLinks,
  });

  const douyin = await platformAccountsService.add(at(62 * DAY), promoter(userId), {
    platform: 1,
    uid: '2849173650',
    nickname: '小星追剧日记',
  });
  const kuaishou = await platformAccountsService.add(at(50 * DAY), promoter(userId), {
    platform: 2,
    uid: '3xk7p2m9qa',
    nickname: '小星爱看书',
  });

  /** The works of one type on platforms of one review mode, in catalogue order. */
  const worksOf = async (type: WorkType, mode: AliasReviewMode) =>
    await tx
      .select({ id: works.id, title: works.title })
      .from(works)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, works.taskPlatformId))
      .where(and(eq(works.type, type), eq(taskPlatforms.aliasReviewMode, mode), eq(works.published, true)))
      .orderBy(asc(works.id));
  const autoDramas = await worksOf(1, 'auto');
  const manualDramas = await worksOf(1, 'manual');
  const autoNovels = await worksOf(2, 'auto');
  const manualNovels = await worksOf(2, 'manual');

  /** Applies for an alias of the i-th work of the list, `msAgo` before now. */
  const apply = async (list: { id: number; title: string }[], i: number, msAgo: number) => {
    const work = list[i % list.length];
    if (!work) throw new Error('seedPromotion: no work of that kind in the catalogue');
    const suggestions = WORDS[work.title] ? [] : await suggestAliases(tx, work.id);
    const alias = WORDS[work.title] ?? suggestions[rnd.int(Math.min(3, suggestions.length))];
    if (!alias) throw new Error(`seedPromotion: no free alias for work ${work.id}`);
    return aliasesService.create(at(msAgo), promoter(userId), { workId: work.id, alias });
  };
  let linkSeq = 0;
  const douyinLink = () => `https://v.douyin.com/i${(7_301_000 + ++linkSeq * 7919).toString(36)}Q/`;
  const kuaishouLink = () => `https://v.kuaishou.com/${(4_200_000 + ++linkSeq * 104_729).toString(36)}`;
  const fill = (aliasId: number, account: { id: number }, url: string, msAgo: number) =>
    aliasLinksService.fill(at(msAgo), promoter(userId), { aliasId, platformAccountId: account.id, url });

  // Active and back-filled: links effective, rejected and still in review.
  const hot = await apply(autoDramas, 0, 60 * DAY);
  const l1 = await fill(hot.id, douyin, douyinLink(), 59 * DAY);
  await reviewLink(at(59 * DAY - 6 * HOUR), reviewer, l1.id, { approve: true });
  const l2 = await fill(hot.id, kuaishou, `${kuaishouLink()} 复制此链接，打开快手直接观看！`, 45 * DAY);
  await reviewLink(at(45 * DAY - 3 * HOUR), reviewer, l2.id, { approve: true });
  const l3 = await fill(hot.id, douyin, douyinLink(), 3 * DAY);
  await reviewLink(at(3 * DAY - 5 * HOUR), reviewer, l3.id, {
    approve: false,
    reason: '视频中未出现口令，请在文案或画面中展示口令后重新回填',
  });
  await fill(hot.id, douyin, douyinLink(), 5 * HOUR);

  const second = await apply(autoDramas, 1, 12 * DAY);
  const l4 = await fill(second.id, douyin, douyinLink(), 11 * DAY);
  await reviewLink(at(11 * DAY - 2 * HOUR), reviewer, l4.id, { approve: true });

  const novel = await apply(autoNovels, 0, 9 * DAY);
  const l5 = await fill(novel.id, kuaishou, kuaishouLink(), 8 * DAY);
  await reviewLink(at(8 * DAY - 4 * HOUR), reviewer, l5.id, { approve: true });
  await fill(novel.id, kuaishou, kuaishouLink(), 26 * HOUR);

  // Approved by the operator after review, then back-filled.
  const reviewed = await apply(manualDramas, 0, 6 * DAY);
  await reviewAlias(at(5 * DAY), reviewer, reviewed.id, { approve: true });
  const l6 = await fill(reviewed.id, douyin, douyinLink(), 4 * DAY);
  await reviewLink(at(4 * DAY - HOUR), reviewer, l6.id, { approve: true });

  // Active, not back-filled: one expires tomorrow, one has five days left.
  await apply(autoDramas, 2, 6 * DAY);
  await apply(autoNovels, 1, 2 * DAY);

  // In review, rejected, expired.
  await apply(manualNovels, 0, 20 * HOUR);
  const rejected = await apply(manualNovels, 2, 4 * DAY);
  await reviewAlias(at(3 * DAY), reviewer, rejected.id, {
    approve: false,
    reason: '关键词与作品内容关联度低，请使用作品名相关词汇重新申请',
  });
  await apply(autoDramas, 3, 16 * DAY);
  await expireOverdueAliases(tx, now);
  // What the demo's re-checks and whitelist applications are about (seed/applications.ts).
  return { accounts: { douyin, kuaishou }, links: { rejected: l3, effective: l1, effectiveLater: l4 } };
}
