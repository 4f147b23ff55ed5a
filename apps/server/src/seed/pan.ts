import { and, eq, isNull } from 'drizzle-orm';
import type { PanResourceCategory } from '@tuike/contract/pan-rules';
import type { Tx } from '../db/client';
import { panResources, platformAccounts } from '../db/schema';
import { type OperatorActor, promoter } from '../lib/authorize';
import { DAY } from '../lib/clock';
import { storeMedia } from '../modules/media';
import { panService, reviewPanLink } from '../modules/pan';
import { coverSvg } from './art';
import { madeUpLinks } from './made-up-links';

const HOUR = 3_600_000;

/**
 * Demo cloud-drive resources as an operator shares them: each on one drive, with the drive's share
 * link and `{uid}` where the promoter's UID goes (the share codes are made up, in each drive's form).
 */
const PAN_RESOURCES: readonly {
  drive: string;
  title: string;
  category: PanResourceCategory;
  summary: string;
  link: string;
}[] = [
  {
    drive: '夸克网盘',
    title: '闪婚后傅总每天都在追妻 全集',
    category: 1,
    summary: '1080P 全 92 集，更新完结',
    link: 'https://pan.quark.cn/s/7c2e9a41f08b?entry=tk&fr={uid}',
  },
  {
    drive: '夸克网盘',
    title: '年度爆款短剧合集 50 部',
    category: 1,
    summary: '战神、萌宝、逆袭热门题材打包',
    link: 'https://pan.quark.cn/s/3f9d0b6a2c71?entry=tk&fr={uid}',
  },
  {
    drive: '夸克网盘',
    title: '番茄热门完本小说 TXT 合集',
    category: 2,
    summary: '都市、玄幻、言情完本 300 本',
    link: 'https://pan.quark.cn/s/a84c1e6d92f3?entry=tk&fr={uid}',
  },
  {
    drive: '夸克网盘',
    title: '国产高分纪录片 4K 合集',
    category: 3,
    summary: '自然、人文、美食 40 部',
    link: 'https://pan.quark.cn/s/5b17f3c08e2d?entry=tk&fr={uid}',
  },
  {
    drive: 'UC网盘',
    title: '战神归来 1-80 集',
    category: 1,
    summary: '高清无删减，一次转存看完',
    link: 'https://drive.uc.cn/s/e2a96f4c1d37?public=1&fr={uid}',
  },
  {
    drive: 'UC网盘',
    title: '热门综艺 2026 春季合集',
    category: 4,
    summary: '恋综、喜剧、竞技类节目',
    link: 'https://drive.uc.cn/s/1d7b5e3a9c60?public=1&fr={uid}',
  },
  {
    drive: '百度网盘',
    title: '考研英语一 历年真题与解析',
    category: 5,
    summary: '2010-2026 真题、逐题解析 PDF',
    link: 'https://pan.baidu.com/s/1Xq7mK2pLw9nR4tYv?pwd=tk26&from={uid}',
  },
  {
    drive: '百度网盘',
    title: 'Excel 从入门到精通 视频课',
    category: 5,
    summary: '办公必备，120 节配套练习',
    link: 'https://pan.baidu.com/s/1Hc3Zp8Qe5Wd0Ju6s?pwd=xl88&from={uid}',
  },
];

/** The demo promoter's drive UID on 夸克网盘, as its profile page shows it. */
const DEMO_QUARK_UID = '1738402916';

/**
 * The demo cloud-drive resources, and the demo promoter's promotions of two of them on 夸克网盘 (which
 * bound their UID there), each posted and back-filled on their media accounts, through the pan
 * module's own calls at the moments they would have happened.
 */
export async function seedPan(
  tx: Tx,
  {
    drives,
    userId,
    now,
    reviewer,
  }: { drives: readonly { id: number; name: string }[]; userId: number; now: Date; reviewer: OperatorActor },
) {
  const ids: number[] = [];
  for (const [i, r] of PAN_RESOURCES.entries()) {
    const drive = drives.find((d) => d.name === r.drive);
    if (!drive) throw new Error(`seed: no drive platform ${r.drive}`);
    const [row] = await tx
      .insert(panResources)
      .values({
        taskPlatformId: drive.id,
        title: r.title,
        category: r.category,
        cover: await storeMedia(tx, Buffer.from(coverSvg(r.title, r.drive, i + 21)), 'image/svg+xml'),
        summary: r.summary,
        linkTemplate: r.link,
        sort: PAN_RESOURCES.length - i,
        createdAt: new Date(now.getTime() - (30 - i) * DAY),
        updatedAt: new Date(now.getTime() - (30 - i) * DAY),
      })
      .returning({ id: panResources.id });
    if (!row) throw new Error('seed: pan resource not written');
    ids.push(row.id);
  }
  const at = (msAgo: number) => ({
    db: tx,
    clock: { now: () => new Date(now.getTime() - msAgo) },
    workAuthorLookup: madeUpLinks,
  });
  const me = promoter(userId);
  const accounts = await tx
    .select({ id: platformAccounts.id, platform: platformAccounts.platform })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.userId, userId), isNull(platformAccounts.unboundAt)));
  const douyin = accounts.find((a) => a.platform === 1);
  const kuaishou = accounts.find((a) => a.platform === 2);
  if (!douyin || !kuaishou) throw new Error('seed: the demo promoter has no Douyin and Kuaishou accounts');

  const [first, second] = ids;
  if (first === undefined || second === undefined) throw new Error('seed: too few pan resources');
  const drama = await panService.createPromotion(at(12 * DAY), me, { resourceId: first, uid: DEMO_QUARK_UID });
  const posted = await panService.fill(at(12 * DAY - 3 * HOUR), me, {
    promotionId: drama.id,
    platformAccountId: douyin.id,
    url: 'https://v.douyin.com/iRpN4xQe/',
  });
  await reviewPanLink(at(12 * DAY - 6 * HOUR), reviewer, posted.id, { approve: true });
  const reposted = await panService.fill(at(9 * DAY), me, {
    promotionId: drama.id,
    platformAccountId: kuaishou.id,
    url: 'https://v.kuaishou.com/K8mZq3',
  });
  await reviewPanLink(at(8 * DAY - 2 * HOUR), reviewer, reposted.id, {
    approve: false,
    reason: '作品中没有该网盘资源的推广文案或链接，补充后可重新回填',
  });
  const pack = await panService.createPromotion(at(4 * DAY), me, { resourceId: second });
  const fresh = await panService.fill(at(4 * DAY - 5 * HOUR), me, {
    promotionId: pack.id,
    platformAccountId: douyin.id,
    url: 'https://v.douyin.com/iRpW7sLk/',
  });
  await reviewPanLink(at(4 * DAY - 8 * HOUR), reviewer, fresh.id, { approve: true });
  // The latest post waits for the operator, as a fresh back-fill does.
  await panService.fill(at(20 * 60_000), me, {
    promotionId: pack.id,
    platformAccountId: kuaishou.id,
    url: 'https://v.kuaishou.com/Lp4nR8',
  });
}
