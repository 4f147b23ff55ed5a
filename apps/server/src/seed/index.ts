import { and, asc, desc, eq, lte, max, sql } from 'drizzle-orm';
import { describeAliasRule } from '@tuike/contract/alias-rule';
import { WORK_TYPE } from '@tuike/contract/enums';
import type { Db, Tx } from '../db/client';
import type { Deps } from '../deps';
import { dataKeyOf } from '../modules/wallet';
import { appVersions, banners, settings, taskPlatforms, vipLevels, workMaterials, works } from '../db/schema';
import { storeMedia } from '../modules/media';
import { readSetting, SETTING_DEFS, writeSetting } from '../modules/app-config';
import { contentService } from '../modules/content';
import { addPriceVersion } from '../modules/catalogue-admin';
import { firstRow } from '../lib/rows';
import { addDays, isoOperator, operatorTime, ymdOperator } from '../lib/time';
import { CONFIG_VERSION } from '@tuike/contract/constants';
import { SHARE_SETTLEMENTS } from '@tuike/contract/admin-task-platforms';
import { bannerSvg, coverSvg, logoSvg, qrSvg } from './art';
import { MELODY_COUNT, melodyWav } from './audio';
import {
  aboutHtml,
  type ContentFacts,
  demoBanners,
  demoFaqs,
  demoNotices,
  demoTutorials,
  NEW_BOOKS_NOTICE_DAYS_AGO,
  RELEASES,
} from './content';
import { type DemoWork, DRAMAS, NOVELS, TASK_PLATFORMS } from './catalog';
import { seedDemoOperators } from './demo-operators';
import { seedDemoUser } from './demo-user';
import { isEmpty, SEEDED_KEY } from './state';
import { seedGrowth, seedVipLevels } from './growth';
import { seedTeam } from './team';
import { seedIncome } from './income';
import { seedAliasStats } from './alias-stats';
import { reportEvents } from './reports';
import { newestDramaTasks, seedMcnTasks } from './mcn';
import { seedPan } from './pan';
import { seedApplications } from './applications';
import { seedPromotion } from './promotion';
import { runInTimeOrder } from './money-event';
import { seedWallet } from './wallet';
import { cycle, Random } from './random';
import { DAY } from '../lib/clock';

const svg = (tx: Tx, text: string) => storeMedia(tx, Buffer.from(text), 'image/svg+xml');
const HOUR = 3_600_000;
/** Task platform category of the cloud drives (catalog.ts). */
const CLOUD_DRIVE = 3;
/** The demo platforms' prices were set before the demo's history begins, so all of it was earned under them. */
const PRICES_SET_DAYS_AGO = 90;
/** Their default share for share settlements (a UID's income, which has no work of its own). */
const DEMO_PLATFORM_SHARE_BPS = 5000;

/** A demo platform's first price version, read from its card text (拉新 ¥3.5/人 → 350 fen per new user). */
function demoPrice(p: (typeof TASK_PLATFORMS)[number]) {
  const unit = /¥(\d+(?:\.\d+)?)\/人/.exec(p.priceDesc)?.[1];
  return {
    priceDesc: p.priceDesc,
    shareBps: SHARE_SETTLEMENTS.includes(p.settlementType) ? DEMO_PLATFORM_SHARE_BPS : null,
    unitPriceFen: unit ? Math.round(Number(unit) * 100) : null,
    note: '初始价格',
  };
}

/** Ways a promoter's copy opens, per kind of work; each work gets one in turn so no two neighbours read alike. */
const COPY: Record<1 | 2, readonly ((w: DemoWork) => string)[]> = {
  1: [
    (w) => `${w.intro.split('。')[0]}……后面的反转你绝对想不到！搜【口令】免费看全集`,
    (w) => `刷到停不下来的${w.tags[0]}剧《${w.title}》，一口气追完了，搜【口令】就能看`,
    (w) => `《${w.title}》第一集就上头！${w.tags.join('+')}，剧荒的姐妹快去搜【口令】`,
  ],
  2: [
    (w) => `${w.intro.split('。')[0]}。想知道后来怎么样了？搜索【口令】阅读全文`,
    (w) => `书荒推荐：《${w.title}》，${w.tags[0]}文里少见的好看，搜【口令】免费读`,
    (w) => `熬夜看完《${w.title}》，${w.tags.join('、')}爱好者直接冲，搜【口令】`,
  ],
};

async function seedCatalog(tx: Tx, rnd: Random, now: Date) {
  const { backfillWindowDays } = await readSetting(tx, 'promotion');
  const platforms: { id: number; name: string; category: number; keywordRule: string; rule: string; reviewed: boolean }[] = [];
  for (const [i, p] of TASK_PLATFORMS.entries()) {
    const rule = describeAliasRule({
      minLength: p.aliasMinLength,
      maxLength: p.aliasMaxLength,
      charset: p.aliasCharset,
      prefix: p.aliasPrefix,
      reviewMode: p.aliasReviewMode,
    });
    const rows = await tx
      .insert(taskPlatforms)
      .values({
        ...p,
        logo: await svg(tx, logoSvg(p.name, i)),
        sort: i,
        rulesHtml:
          p.category === CLOUD_DRIVE
            ? `<h3>推广规则</h3><p>${p.summary}。</p><ul><li>${p.priceDesc}，按上游报表结算</li><li>选择资源创建推广，首次推广时绑定你的${p.name} UID，分享链接会带上它</li><li>新用户通过你的链接保存资源后，计入你的 UID</li><li>把链接发布到抖音、快手或视频号后，在回填记录里填写作品链接</li></ul>`
            : `<h3>推广规则</h3><p>${p.summary}。</p><ul><li>${p.priceDesc}</li><li>口令规则：${rule}</li><li>口令生效后 ${backfillWindowDays} 天内需回填发布链接</li><li>收益次日出预估，上游结算后入账</li></ul>`,
      })
      .returning({ id: taskPlatforms.id });
    const id = firstRow(rows, 'insert into task_platforms').id;
    await addPriceVersion(tx, {
      taskPlatformId: id,
      effectiveFrom: new Date(now.getTime() - PRICES_SET_DAYS_AGO * DAY),
      ...demoPrice(p),
      operatorId: null,
    });
    // A work's keyword text repeats its platform's rule, so the two never disagree on screen.
    platforms.push({
      id,
      name: p.name,
      category: p.category,
      keywordRule: `口令${rule}，同一平台内唯一。`,
      rule,
      reviewed: p.aliasReviewMode === 'manual',
    });
  }
  const byCategory = (c: number) => platforms.filter((p) => p.category === c);
  const dramaIds = new Map<string, number>();
  // A few melodies, cycled over the works: each is stored once (media ids are content hashes).
  const music: string[] = [];
  for (let v = 0; v < MELODY_COUNT; v++) music.push(await storeMedia(tx, melodyWav(v), 'audio/wav'));
  const groups = [
    { type: WORK_TYPE.drama, list: DRAMAS, platforms: byCategory(1) },
    { type: WORK_TYPE.novel, list: NOVELS, platforms: byCategory(2) },
  ];
  for (const g of groups) {
    const drama = g.type === WORK_TYPE.drama;
    const howToPromote = drama
      ? `1. 申请口令；2. 用素材剪辑短剧片段，发布到抖音或快手，文案或画面带上口令；3. 口令生效后 ${backfillWindowDays} 天内回填视频链接；4. 次日查看预估收益。`
      : `1. 申请口令；2. 制作推文视频（可配音、配字幕），文案带上口令；3. 口令生效后 ${backfillWindowDays} 天内回填视频链接；4. 次日查看预估收益。`;
    for (const [i, w] of g.list.entries()) {
      const platform = cycle(g.platforms, i);
      const rows = await tx
        .insert(works)
        .values({
          type: g.type.value,
          title: w.title,
          cover: await svg(tx, coverSvg(w.title, g.type.label, i + g.type.value * 3)),
          intro: w.intro,
          tags: [...w.tags],
          length: drama ? 60 + rnd.int(60) : 800 + rnd.int(3000),
          completed: rnd.next() > 0.4,
          heat: 20_000 + rnd.int(2_000_000),
          taskPlatformId: platform.id,
          shareBps: 5000 + rnd.int(21) * 100,
          isRecommended: i % 4 === 0,
          howToPromote,
          keywordRule: platform.keywordRule,
          publishedAt: new Date(now.getTime() - (i * 19 + rnd.int(12)) * HOUR),
        })
        .returning({ id: works.id });
      const row = firstRow(rows, 'insert into works');
      if (drama) dramaIds.set(w.title, row.id);
      await tx.insert(workMaterials).values([
        { workId: row.id, kind: 'copy', title: '推荐文案', text: cycle(COPY[g.type.value], i)(w), sort: 0 },
        {
          workId: row.id,
          kind: 'image',
          title: '竖版封面',
          url: await svg(tx, coverSvg(w.title, '素材', i + 5)),
          cover: null,
          sort: 1,
        },
        { workId: row.id, kind: 'audio', title: `背景音乐 · ${w.title}`, url: cycle(music, i), sort: 2 },
      ]);
    }
  }
  // The demo works went out when they were published, as the console's first listing does.
  await tx.update(works).set({ firstListedAt: sql`${works.publishedAt}` });
  return {
    starPlatformIds: byCategory(4).map((p) => p.id),
    drives: byCategory(CLOUD_DRIVE).map((p) => ({ id: p.id, name: p.name })),
    dramaIds,
    platforms,
  };
}

/** What the help-centre texts state, read from the settings and the catalogue just written. */
async function contentFacts(
  tx: Tx,
  now: Date,
  platforms: readonly { id: number; name: string; rule: string; reviewed: boolean }[],
): Promise<ContentFacts> {
  const named = (name: string) => {
    const p = platforms.find((x) => x.name === name);
    if (!p) throw new Error(`seed: no platform ${name}`);
    return p;
  };
  const launch = named('河马剧场');
  const [top] = await tx
    .select({ bps: max(works.shareBps) })
    .from(works)
    .where(eq(works.taskPlatformId, launch.id));
  const story = named('抖音故事');
  const fanqie = named('番茄小说');
  // Only books already out when the notice went up.
  const noticeDay = operatorTime(addDays(ymdOperator(now), -NEW_BOOKS_NOTICE_DAYS_AGO), '00:00:00');
  const newBooks = await tx
    .select({ title: works.title })
    .from(works)
    .where(and(eq(works.taskPlatformId, fanqie.id), lte(works.publishedAt, noticeDay)))
    .orderBy(desc(works.publishedAt))
    .limit(3);
  const customer = await readSetting(tx, 'customer');
  return {
    now,
    app: await readSetting(tx, 'app'),
    promotion: await readSetting(tx, 'promotion'),
    eraserQuotas: await tx
      .select({ level: vipLevels.name, quota: vipLevels.watermarkDailyQuota })
      .from(vipLevels)
      .orderBy(asc(vipLevels.level)),
    serviceHours: customer.serviceHours,
    launch: { platform: launch.name, rule: launch.rule, reviewed: launch.reviewed, maxShareBps: top?.bps ?? 0 },
    story: {
      platform: story.name,
      reviewed: story.reviewed,
      prefix: TASK_PLATFORMS.find((p) => p.name === story.name)?.aliasPrefix ?? '',
      rule: story.rule,
    },
    newNovels: { platform: fanqie.name, titles: newBooks.map((b) => b.title) },
    starTasks: newestDramaTasks(3),
  };
}

async function seedContent(
  tx: Tx,
  now: Date,
  platforms: readonly { id: number; name: string; rule: string; reviewed: boolean }[],
) {
  await writeSetting(tx, 'customer', {
    wechat: 'tuikexing-kefu',
    qrCode: await svg(tx, await qrSvg('https://u.wechat.com/tuikexing-kefu')),
    serviceHours: '工作日 9:30-18:30',
    phone: '400-800-8888',
  });
  await writeSetting(tx, 'app', {
    withdrawalServiceFeeBps: 600,
    minWithdrawal: 1000,
    maxMonthlyWithdrawal: 8_000_000,
    taxWithholding: false,
    withdrawalDays: [],
    configVersion: CONFIG_VERSION,
    webviewHosts: [...SETTING_DEFS.app.fallback.webviewHosts],
  });
  const facts = await contentFacts(tx, now, platforms);
  // Through the operator's save path, so demo HTML is sanitised exactly like operator HTML.
  const noticeIds = new Map<string, number>();
  for (const n of demoNotices(facts)) {
    const saved = await contentService.saveNotice(
      tx,
      { title: n.title, summary: n.summary, contentHtml: n.html, pinned: n.pinned, publishedAt: isoOperator(n.publishedAt) },
      now,
    );
    noticeIds.set(n.key, saved.id);
  }
  const tutorialIds = new Map<string, number>();
  for (const [i, t] of demoTutorials(facts).entries()) {
    const saved = await contentService.saveArticle(
      tx,
      {
        kind: 'tutorial',
        category: t.category,
        title: t.title,
        summary: t.summary,
        cover: await svg(tx, bannerSvg(t.title, t.category, i + 1)),
        videoUrl: null,
        contentHtml: t.html,
        sort: i,
        publishedAt: isoOperator(t.publishedAt),
      },
      now,
    );
    tutorialIds.set(t.key, saved.id);
  }
  for (const [i, f] of demoFaqs(facts).entries()) {
    await contentService.saveArticle(
      tx,
      { kind: 'faq', category: f.category, title: f.title, contentHtml: f.html, sort: i },
      now,
    );
  }
  await contentService.saveArticle(
    tx,
    { kind: 'about', title: '关于推客星', contentHtml: aboutHtml(TASK_PLATFORMS.map((p) => p.name)) },
    now,
  );
  // Each banner opens the article or notice that tells what it promises.
  for (const [i, b] of demoBanners(facts, { tutorialIds, noticeIds }).entries()) {
    await tx.insert(banners).values({
      title: b.title,
      image: await svg(tx, bannerSvg(b.title, b.sub, i * 3)),
      linkType: b.linkType,
      link: b.link,
      sort: i,
    });
  }
  for (const r of RELEASES) {
    await tx.insert(appVersions).values({
      platform: 'android',
      version: r.version,
      url: `/download/tuikexing-${r.version}.apk`,
      notes: r.notes,
      force: false,
      publishedAt: new Date(now.getTime() - r.daysAgo * DAY),
    });
  }
}

/**
 * Seeds the demo data into an empty database only: a database holding anything (real promoters, an
 * operator's catalogue or account, an earlier seed) is left as it is. Returns whether it seeded. Of the
 * app's dependencies it takes the configuration (its data key encrypts the demo ID number and accounts; the
 * operator zone dates the reports' rows) and the media storage, which keeps the demo's upstream report
 * files as an upload's (the console's 导入记录 downloads them).
 */
export async function seedDemo(db: Db, { config, media }: Pick<Deps, 'config' | 'media'>, now = new Date()) {
  if (!(await isEmpty(db))) return false;
  const dataKey = dataKeyOf(config);
  const rnd = new Random(20261121);
  await db.transaction(async (tx) => {
    const { starPlatformIds, drives, dramaIds, platforms } = await seedCatalog(tx, rnd, now);
    await seedVipLevels(tx, now);
    await seedContent(tx, now, platforms);
    const userId = await seedDemoUser(tx);
    // Created before anything they act on: the demo's review decisions and withdrawal steps are theirs,
    // in the timelines and the audit log.
    const { reviewer, finance } = await seedDemoOperators(tx, new Date(now.getTime() - 90 * DAY));
    const promotion = await seedPromotion(tx, { userId, now, rnd, reviewer });
    await seedApplications(tx, { userId, now, reviewer, ...promotion });
    await seedAliasStats(tx, userId, now, rnd);
    // The upstream reports name the aliases, back-fills and accounts written above (the demo promoter's and
    // the team's); finance imports each through the settlement engine at its dated moment. The money moves
    // in time order: the reports' credits and the withdrawals they pay for, interleaved.
    const rows = [...(await seedIncome(tx, { userId, now })), ...(await seedTeam(tx, { userId, now, rnd }))];
    await runInTimeOrder([
      ...reportEvents(tx, { rows, media, timeZone: config.timeZone, finance, now }),
      ...(await seedWallet(tx, { userId, now, dataKey, finance })),
    ]);
    await seedMcnTasks(tx, { starPlatformIds, dramaIds, userId, now, rnd });
    // After the income: the demo promoter's level is computed from it.
    await seedGrowth(tx, { userId, now });
    await seedPan(tx, { drives, userId, now, reviewer });
    await tx.insert(settings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
  return true;
}
