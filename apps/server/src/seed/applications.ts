import type { Tx } from '../db/client';
import { DAY } from '../lib/clock';
import { type OperatorActor, promoter } from '../lib/authorize';
import { recheckService, whitelistService } from '../modules/applications';
import { madeUpLinks } from './made-up-links';

const HOUR = 3_600_000;

/**
 * The demo promoter's re-checks and whitelist applications in each state, filed and decided through
 * the module's own functions at the moments they would have happened (the operator `reviewer`
 * decides, each with its audit row): a data re-check answered and one turned down, a re-check of a
 * rejected back-fill waiting; the Douyin account whitelisted, the Kuaishou account turned down as
 * filed with another agency and filed again.
 */
export async function seedApplications(
  tx: Tx,
  {
    userId,
    now,
    reviewer,
    links,
    accounts,
  }: {
    userId: number;
    now: Date;
    reviewer: OperatorActor;
    links: { rejected: { id: number }; effective: { id: number }; effectiveLater: { id: number } };
    accounts: { douyin: { id: number }; kuaishou: { id: number } };
  },
) {
  const at = (msAgo: number) => ({
    db: tx,
    clock: { now: () => new Date(now.getTime() - msAgo) },
    workAuthorLookup: madeUpLinks,
  });
  const me = promoter(userId);

  const answered = await recheckService.add(at(10 * DAY), me, {
    linkId: links.effectiveLater.id,
    reason: '这条视频播放量 12 万，收益里的新增用户只有 3 个，和后台看到的差很多，麻烦核对一下',
  });
  await recheckService.decide(at(9 * DAY), reviewer, {
    ids: [answered.id],
    decision: 'approve',
    reason: '已核实，上游报表漏计了 11 月 15 日的数据，已在次日结算中补发',
  });
  const refused = await recheckService.add(at(40 * DAY), me, {
    linkId: links.effective.id,
    reason: '最近三天的新增都是 0，是不是统计断了？视频一直在正常推送',
  });
  await recheckService.decide(at(39 * DAY), reviewer, {
    ids: [refused.id],
    decision: 'reject',
    reason: '数据以平台结算报表为准，这三天该口令在上游确无新增用户',
  });
  await recheckService.add(at(20 * HOUR), me, {
    linkId: links.rejected.id,
    reason: '口令在视频第 3 秒的字幕里出现过，也置顶在评论区了，请再看一下',
  });

  const douyin = await whitelistService.add(at(55 * DAY), me, {
    accountId: accounts.douyin.id,
    workUrl: 'https://v.douyin.com/iRk3bX7q/',
  });
  await whitelistService.decide(at(54 * DAY), reviewer, { ids: [douyin.id], decision: 'approve' });
  const kuaishou = await whitelistService.add(at(30 * DAY), me, {
    accountId: accounts.kuaishou.id,
    workUrl: 'https://v.kuaishou.com/2Fq8xYz',
  });
  await whitelistService.decide(at(29 * DAY), reviewer, {
    ids: [kuaishou.id],
    decision: 'reject',
    reasonCode: 'otherAgency',
    reason: '该账号在星河传媒的报备 12 月 31 日到期，到期后可再申请',
  });
  await whitelistService.add(at(2 * HOUR), me, {
    accountId: accounts.kuaishou.id,
    workUrl: 'https://v.kuaishou.com/3Gm9wQe 我已和原机构解约，附解约后发布的新作品',
  });
}
