import { eq } from 'drizzle-orm';
import { NOT_BUILT_FEATURES } from '@tuike/contract/not-built-features';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateProblems, notBuiltWordsIn, textOf } from '../../test/demo-content-checks';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { appVersions, articles, banners, mcnTasks, notices, taskPlatforms, workMaterials, works } from '../db/schema';
import { readSetting } from '../modules/app-config';
import { seedDemo } from './index';

/** The demo content as a promoter reads it: varied, true to what the app does, dated as it would be. */

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  expect(await seedDemo(t.db, t.app.deps, t.clock.now())).toBe(true);
}, 120_000);
afterAll(() => t.close());

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

describe('the demo catalogue', () => {
  it('gives every work a blurb of its own, 40–120 characters, not one sentence with the title and tags swapped in', async () => {
    const all = await t.db.select({ title: works.title, intro: works.intro, tags: works.tags }).from(works);
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const w of all) expect([...w.intro].length, w.title).toBeGreaterThanOrEqual(40);
    for (const w of all) expect([...w.intro].length, w.title).toBeLessThanOrEqual(120);
    // With its own title and tags taken out, a templated blurb collapses onto another one.
    const skeletons = all.map((w) => [w.title, ...w.tags].reduce((s, x) => s.split(x).join(''), w.intro));
    expect(new Set(skeletons).size).toBe(all.length);
    // No clause is shared by more than two blurbs.
    const seen = new Map<string, number>();
    for (const w of all)
      for (const clause of new Set(w.intro.split(/[，。！？；、：“”]/).filter((c) => c.length >= 5)))
        seen.set(clause, (seen.get(clause) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 2)).toEqual([]);
  });

  it('offers novels copy for reading and dramas copy for watching', async () => {
    const rows = await t.db
      .select({ type: works.type, title: works.title, text: workMaterials.text })
      .from(workMaterials)
      .innerJoin(works, eq(works.id, workMaterials.workId))
      .where(eq(workMaterials.kind, 'copy'));
    const copies = rows.map((r) => r.text ?? '');
    expect(new Set(copies).size).toBe(rows.length);
    for (const r of rows) {
      if (r.type === 2) expect(r.text, r.title).not.toMatch(/观看|看全集|剧/);
      else expect(r.text, r.title).not.toMatch(/阅读|读/);
    }
  });

  it('lists only star tasks that promote the seeded dramas and novels (the list is 短剧推广)', async () => {
    const contentPlatforms = await t.db
      .select({ name: taskPlatforms.name, category: taskPlatforms.category })
      .from(taskPlatforms);
    const names = contentPlatforms.filter((p) => p.category === 1 || p.category === 2).map((p) => p.name);
    const tasks = await t.db.select().from(mcnTasks);
    const offTopic = tasks.filter((task) => task.workId === null && !names.some((n) => task.title.includes(n)));
    expect(offTopic.map((task) => task.title)).toEqual([]);
  });
});

/** Every text a promoter reads as the platform speaking: help centre, banners, release notes, catalogue copy. */
async function platformTexts(): Promise<{ where: string; text: string }[]> {
  const out: { where: string; text: string }[] = [];
  for (const n of await t.db.select().from(notices))
    out.push({ where: `notice ${n.title}`, text: `${n.title} ${n.summary} ${textOf(n.contentHtml)}` });
  for (const a of await t.db.select().from(articles))
    out.push({ where: `${a.kind} ${a.title}`, text: `${a.category} ${a.title} ${a.summary} ${textOf(a.contentHtml)}` });
  for (const b of await t.db.select().from(banners)) out.push({ where: `banner ${b.title}`, text: await bannerText(b) });
  for (const v of await t.db.select().from(appVersions)) out.push({ where: `release ${v.version}`, text: v.notes });
  for (const p of await t.db.select().from(taskPlatforms)) out.push({ where: `platform ${p.name}`, text: textOf(p.rulesHtml) });
  for (const w of await t.db.select().from(works))
    out.push({ where: `work ${w.title}`, text: `${w.intro} ${w.howToPromote} ${w.keywordRule}` });
  return out;
}

/** A banner's title and the words drawn on its image. */
async function bannerText(b: { title: string; image: string }) {
  const svg = (await t.app.inject({ url: b.image })).body;
  const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  return `${b.title} ${drawn}`;
}

describe('demo texts describe only what exists', () => {
  it('keeps a list of words for every feature not built, so it cannot be announced unnoticed', () => {
    for (const f of NOT_BUILT_FEATURES) expect(f.words.length, f.feature).toBeGreaterThan(0);
  });

  it('never names a feature that is not built in a notice, article, tutorial, FAQ, banner, release note or work text', async () => {
    const texts = await platformTexts();
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.flatMap(({ where, text }) => notBuiltWordsIn(where, text))).toEqual([]);
  });

  it('dates every notice and release note as its content reads relative to the seed clock', async () => {
    const now = t.clock.now();
    const problems: string[] = [];
    for (const n of await t.db.select().from(notices))
      problems.push(...dateProblems(n.title, `${n.title} ${n.summary} ${textOf(n.contentHtml)}`, n.publishedAt, now));
    for (const v of await t.db.select().from(appVersions)) problems.push(...dateProblems(v.version, v.notes, v.publishedAt, now));
    expect(problems).toEqual([]);
  });
});

describe('the help centre', () => {
  it('serves the seeded notices with the pinned one first', async () => {
    const res = await api.get('/api/siteNotice/page');
    expect(res.body.data.records).toHaveLength(10);
    expect(res.body.data.records[0]).toMatchObject({ title: expect.stringMatching(/^\d{1,2}月收益结算完成$/), pinned: true });
    expect(res.body.data.hasNextPages).toBe(true);
  });

  it('serves tutorials by category, the FAQ, the about page and the android release', async () => {
    expect((await api.get('/api/article/tutorial/categories')).body.data).toEqual(['新手入门', '推广实操', '收益与提现']);
    const tutorials = await api.get('/api/article/tutorial/page', { category: '收益与提现' });
    expect(tutorials.body.data.records.map((a: { title: string }) => a.title)).toEqual([
      '看懂推广收益：预估与结算',
      '实名认证与提现',
    ]);
    expect((await api.get('/api/article/FAQ')).body.data).toHaveLength(10);
    expect((await api.get('/api/article/detail', { kind: 'about' })).body.data.title).toBe('关于推客星');
    expect((await api.get('/api/upgrade/latestVersion')).body.data).toMatchObject({ currentVersion: '1.0.63', force: false });
  });

  it('answers the fee question with the rate and minimum the withdrawal reads', async () => {
    const app = await readSetting(t.db, 'app');
    const faqs = (await api.get('/api/article/FAQ')).body.data as { title: string; contentHtml: string }[];
    const fee = faqs.find((f) => f.title.includes('手续费'));
    expect(fee).toBeDefined();
    const text = textOf(fee!.contentHtml);
    expect(text).toContain(percent(app.withdrawalServiceFeeBps));
    expect(text).toContain(yuan(app.minWithdrawal));
  });

  it('writes tutorials of several sections, one of them on withdrawing with the real fee and minimum', async () => {
    const app = await readSetting(t.db, 'app');
    const tutorials = await t.db.select().from(articles).where(eq(articles.kind, 'tutorial'));
    expect(tutorials.length).toBeGreaterThanOrEqual(6);
    for (const a of tutorials) {
      const blocks = a.contentHtml.match(/<(p|li|h3)>/g) ?? [];
      expect(blocks.length, a.title).toBeGreaterThanOrEqual(4);
      expect(textOf(a.contentHtml).length, a.title).toBeGreaterThanOrEqual(200);
    }
    const topics = tutorials.map((a) => `${a.title} ${textOf(a.contentHtml)}`);
    for (const topic of ['申请口令', '回填', 'UID', '预估收益', '提现'])
      expect(
        topics.some((x) => x.includes(topic)),
        topic,
      ).toBe(true);
    const withdraw = tutorials.find((a) => a.title.includes('提现'));
    expect(textOf(withdraw!.contentHtml)).toContain(percent(app.withdrawalServiceFeeBps));
    expect(textOf(withdraw!.contentHtml)).toContain(yuan(app.minWithdrawal));
  });

  it('leads every banner to an article or notice that states what the banner promises', async () => {
    const list = (await api.get('/dev/config/GetIndexBannerList')).body.data as {
      title: string;
      image: string;
      linkType: string;
      link: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const platformNames = (await t.db.select({ name: taskPlatforms.name }).from(taskPlatforms)).map((p) => p.name);
    for (const b of list) {
      // Longer titles run off the banner art.
      expect([...b.title].length, b.title).toBeLessThanOrEqual(12);
      const promise = await bannerText(b);
      let target: string;
      const route = /^my\/notice\/detail\?id=(\d+)$/.exec(b.link);
      if (b.linkType === 'article') {
        const res = await api.get('/api/article/detail', /^\d+$/.test(b.link) ? { id: b.link } : { kind: b.link });
        target = `${res.body.data.title} ${textOf(res.body.data.contentHtml)}`;
      } else if (b.linkType === 'route' && route) {
        const res = await api.get('/api/siteNotice/detail', { id: route[1]! });
        target = `${res.body.data.title} ${textOf(res.body.data.contentHtml)}`;
      } else {
        throw new Error(`banner ${b.title} leads to ${b.linkType} ${b.link}, which states nothing`);
      }
      // Figures (¥, %, N步), platform names and the steps listed on the banner all appear in its target.
      const terms = [
        ...(promise.match(/¥\d+(?:\.\d+)?|\d+(?:\.\d+)?%|\d+步/g) ?? []),
        ...platformNames.filter((n) => promise.includes(n)),
        ...promise.split(/\s+·\s+|\s+/).filter((w) => /^\p{Script=Han}{2,}$/u.test(w) && w !== b.title && w !== '立即查看'),
      ];
      expect(terms.length, b.title).toBeGreaterThan(0);
      expect(
        terms.filter((term) => !target.includes(term)),
        `banner ${b.title}`,
      ).toEqual([]);
    }
  });
});
