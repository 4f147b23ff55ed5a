import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describeAliasRule } from '@tuike/contract/alias-rule';
import { ALIAS_STATE, WORK_TYPE } from '@tuike/contract/enums';
import type { Db, Tx } from '../db/client';
import type { DataKey } from '../modules/wallet';
import {
  aliasDailyStats,
  appVersions,
  banners,
  settings,
  taskPlatforms,
  users,
  workMaterials,
  works,
  worksAliases,
} from '../db/schema';
import { storeMedia } from '../modules/media';
import { SETTING_DEFS, writeSetting } from '../modules/app-config';
import { contentService } from '../modules/content';
import { firstRow } from '../lib/rows';
import { addDays, isoOperator, ymdOperator } from '../lib/time';
import { CONFIG_VERSION } from '@tuike/contract/constants';
import { bannerSvg, coverSvg, logoSvg, qrSvg } from './art';
import { MELODY_COUNT, melodyWav } from './audio';
import { ABOUT_HTML, FAQS, NOTICES, TUTORIALS } from './content';
import { DRAMA_TAGS, DRAMA_TITLES, NOVEL_TAGS, NOVEL_TITLES, TASK_PLATFORMS } from './catalog';
import { seedDemoUser } from './demo-user';
import { seedIncome } from './income';
import { seedMcnTasks } from './mcn';
import { seedPromotion } from './promotion';
import { runInTimeOrder } from './money-event';
import { seedWallet } from './wallet';
import { cycle, Random } from './random';

const svg = (tx: Tx, text: string) => storeMedia(tx, Buffer.from(text), 'image/svg+xml');
const HOUR = 3_600_000;

async function seedCatalog(tx: Tx, rnd: Random, now: Date) {
  const platforms: { id: number; category: number; keywordRule: string }[] = [];
  for (const [i, p] of TASK_PLATFORMS.entries()) {
    const rows = await tx
      .insert(taskPlatforms)
      .values({
        ...p,
        logo: await svg(tx, logoSvg(p.name, i)),
        sort: i,
        rulesHtml: `<h3>推广规则</h3><p>${p.summary}。</p><ul><li>申请口令后 7 天内需回填发布链接</li><li>收益 T+1 出预估，上游结算后入账</li></ul>`,
      })
      .returning({ id: taskPlatforms.id });
    // A work's keyword text repeats its platform's rule, so the two never disagree on screen.
    const keywordRule = `口令${describeAliasRule({ minLength: p.aliasMinLength, maxLength: p.aliasMaxLength, charset: p.aliasCharset, prefix: p.aliasPrefix, reviewMode: p.aliasReviewMode })}，同一平台内唯一。`;
    platforms.push({ id: firstRow(rows, 'insert into task_platforms').id, category: p.category, keywordRule });
  }
  const byCategory = (c: number) => platforms.filter((p) => p.category === c);
  const dramaIds = new Map<string, number>();
  // A few melodies, cycled over the works: each is stored once (media ids are content hashes).
  const music: string[] = [];
  for (let v = 0; v < MELODY_COUNT; v++) music.push(await storeMedia(tx, melodyWav(v), 'audio/wav'));
  const groups = [
    { type: WORK_TYPE.drama, titles: DRAMA_TITLES, tags: DRAMA_TAGS, platforms: byCategory(1) },
    { type: WORK_TYPE.novel, titles: NOVEL_TITLES, tags: NOVEL_TAGS, platforms: byCategory(2) },
  ];
  for (const g of groups) {
    for (const [i, title] of g.titles.entries()) {
      const tags = [cycle(g.tags, i), cycle(g.tags, i * 3 + 1)];
      const rows = await tx
        .insert(works)
        .values({
          type: g.type.value,
          title,
          cover: await svg(tx, coverSvg(title, g.type.label, i + g.type.value * 3)),
          intro: `${title}：${tags.join('、')}题材，${g.type.value === 1 ? '节奏快、反转多，适合剪辑切片推广' : '口碑爆款，读者留存高，适合推文'}。`,
          tags,
          length: g.type.value === 1 ? 60 + rnd.int(60) : 800 + rnd.int(3000),
          completed: rnd.next() > 0.4,
          heat: 20_000 + rnd.int(2_000_000),
          taskPlatformId: cycle(g.platforms, i).id,
          shareBps: 5000 + rnd.int(21) * 100,
          isRecommended: i % 4 === 0,
          howToPromote: '1. 申请口令；2. 剪辑素材发布到抖音/快手，文案带上口令；3. 发布后回填作品链接；4. 次日查看预估收益。',
          keywordRule: cycle(g.platforms, i).keywordRule,
          publishedAt: new Date(now.getTime() - (i * 19 + rnd.int(12)) * HOUR),
        })
        .returning({ id: works.id });
      const row = firstRow(rows, 'insert into works');
      if (g.type === WORK_TYPE.drama) dramaIds.set(title, row.id);
      await tx.insert(workMaterials).values([
        {
          workId: row.id,
          kind: 'copy',
          title: '推荐文案',
          text: `🔥${title}🔥 全网爆火，${tags[0]}天花板！搜索口令即可免费观看～`,
          sort: 0,
        },
        {
          workId: row.id,
          kind: 'image',
          title: '竖版封面',
          url: await svg(tx, coverSvg(title, '素材', i + 5)),
          cover: null,
          sort: 1,
        },
        { workId: row.id, kind: 'audio', title: `背景音乐 · ${title}`, url: cycle(music, i), sort: 2 },
      ]);
    }
  }
  return { starPlatformIds: byCategory(4).map((p) => p.id), dramaIds };
}

async function seedContent(tx: Tx, now: Date) {
  const bannerDefs = [
    { title: '新人首月收益翻倍', sub: '注册即享，上限 ¥500', linkType: 'article' as const, link: 'about' },
    { title: '河马剧场 火热招募', sub: '付费短剧 按充值分成', linkType: 'route' as const, link: 'pages/shortPlay/shortPlay' },
    { title: '3分钟学会推广赚钱', sub: '新手视频教程', linkType: 'route' as const, link: 'home/videoLession' },
  ];
  for (const [i, b] of bannerDefs.entries()) {
    await tx.insert(banners).values({
      title: b.title,
      image: await svg(tx, bannerSvg(b.title, b.sub, i * 3)),
      linkType: b.linkType,
      link: b.link,
      sort: i,
    });
  }
  // Through the operator's save path, so demo HTML is sanitised exactly like operator HTML.
  const ago = (ms: number) => isoOperator(new Date(now.getTime() - ms));
  for (const [i, n] of NOTICES.entries()) {
    await contentService.saveNotice(
      tx,
      { title: n.title, summary: n.summary, contentHtml: n.html, pinned: n.pinned, publishedAt: ago(i * 26 * HOUR) },
      now,
    );
  }
  for (const [i, t] of TUTORIALS.entries()) {
    await contentService.saveArticle(
      tx,
      {
        kind: 'tutorial',
        category: t.category,
        title: t.title,
        summary: t.summary,
        cover: await svg(tx, bannerSvg(t.title, t.category, i + 1)),
        videoUrl: null,
        contentHtml: `<p>${t.summary}</p>`,
        sort: i,
        publishedAt: ago(i * 48 * HOUR),
      },
      now,
    );
  }
  for (const [i, f] of FAQS.entries()) {
    await contentService.saveArticle(
      tx,
      { kind: 'faq', category: f.category, title: f.title, contentHtml: f.html, sort: i },
      now,
    );
  }
  await contentService.saveArticle(tx, { kind: 'about', title: '关于推客星', contentHtml: ABOUT_HTML }, now);
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
    withdrawalDays: [],
    configVersion: CONFIG_VERSION,
    webviewHosts: [...SETTING_DEFS.app.fallback.webviewHosts],
  });
  await tx.insert(appVersions).values({
    platform: 'android',
    version: '1.0.63',
    url: '/download/tuikexing-1.0.63.apk',
    notes: '1. 新增网盘拉新\n2. 优化收益明细加载速度',
    force: false,
    publishedAt: now,
  });
}

/** Days of upstream reports (拉新) the demo promoter's aliases have. */
const STATS_DAYS = 60;
const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Upstream-reported new users and income (fen) per day for the promoter's back-filled aliases (no
 * back-fill, no settlement): from the day of the first back-fill until yesterday (reports arrive T+1) or
 * the alias's expiry, some days quiet.
 */
async function seedAliasStats(tx: Tx, userId: number, now: Date, rnd: Random) {
  const aliases = await tx
    .select({ id: worksAliases.id, backfilledAt: worksAliases.backfilledAt, expiredAt: worksAliases.expiredAt })
    .from(worksAliases)
    .where(
      and(
        eq(worksAliases.userId, userId),
        inArray(worksAliases.state, [ALIAS_STATE.active.value, ALIAS_STATE.expired.value]),
        isNotNull(worksAliases.backfilledAt),
      ),
    )
    .orderBy(asc(worksAliases.id));
  const yesterday = addDays(ymdOperator(now), -1);
  const rows: (typeof aliasDailyStats.$inferInsert)[] = [];
  for (const alias of aliases) {
    if (!alias.backfilledAt) continue;
    // YYYY-MM-DD strings order as the days do.
    const from = maxDay(ymdOperator(alias.backfilledAt), addDays(yesterday, 1 - STATS_DAYS));
    const to = alias.expiredAt ? minDay(ymdOperator(alias.expiredAt), yesterday) : yesterday;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (rnd.next() < 0.25) continue;
      const newUsers = 1 + rnd.int(12);
      rows.push({ aliasId: alias.id, userId, statDate: day, newUsers, income: newUsers * (180 + rnd.int(220)) });
    }
  }
  if (rows.length) await tx.insert(aliasDailyStats).values(rows);
}

const SEEDED_KEY = 'seeded_at';

/** True when nothing has been written yet: no promoter, no work, no setting. */
async function isEmpty(db: Db) {
  for (const table of [users, works, settings]) {
    const rows = await db
      .select({ one: sql`1` })
      .from(table)
      .limit(1);
    if (rows.length) return false;
  }
  return true;
}

/**
 * Seeds the demo data into an empty database only (`dataKey` encrypts the demo ID number and accounts): a database holding anything (real promoters,
 * an operator's catalogue, an earlier seed) is left as it is. Returns whether it seeded.
 */
export async function seedDemo(db: Db, dataKey: DataKey, now = new Date()) {
  if (!(await isEmpty(db))) return false;
  const rnd = new Random(20261121);
  await db.transaction(async (tx) => {
    const { starPlatformIds, dramaIds } = await seedCatalog(tx, rnd, now);
    await seedContent(tx, now);
    const userId = await seedDemoUser(tx);
    await seedPromotion(tx, { userId, now, rnd });
    await seedAliasStats(tx, userId, now, rnd);
    // Income is matched from the aliases, back-fills and report figures written above.
    // The money moves in time order: income credits and the withdrawals they pay for, interleaved.
    await runInTimeOrder([...(await seedIncome(tx, { userId, now })), ...(await seedWallet(tx, { userId, now, dataKey }))]);
    await seedMcnTasks(tx, { starPlatformIds, dramaIds, userId, now, rnd });
    await tx.insert(settings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
  return true;
}

/** Whether this database holds the demo data (and so the published demo login). */
export async function hasDemoData(db: Db) {
  const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEEDED_KEY));
  return row !== undefined;
}
