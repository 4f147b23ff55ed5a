import { describe, expect, it } from 'vitest';
import { dateProblems, notBuiltWordsIn, textOf } from '../../test/demo-content-checks';
import { type ContentFacts, demoFaqs, demoNotices, demoTutorials, percent, RELEASES, yuan } from './content';

const facts = (now: Date): ContentFacts => ({
  now,
  app: { withdrawalServiceFeeBps: 650, minWithdrawal: 2000, maxMonthlyWithdrawal: 5_000_000, withdrawalDays: [10, 25] },
  promotion: { backfillWindowDays: 5, maxLiveAliases: 12 },
  eraserQuotas: [
    { level: '普通推客', quota: 4 },
    { level: '青铜推客', quota: 12 },
  ],
  serviceHours: '每天 10:00-22:00',
  launch: { platform: '河马剧场', rule: '2-8 个字', reviewed: true, maxShareBps: 6900 },
  story: { platform: '抖音故事', prefix: '故事', rule: '以「故事」开头，4-8 个字', reviewed: false },
  newNovels: { platform: '番茄小说', titles: ['星河长明', '北境长夜'] },
  starTasks: ['《战神归来》高燃片段二创'],
});

describe('demo notices', () => {
  it('are dated as they read on any day of the year: holidays in season, months near, nothing in the future', () => {
    const problems: string[] = [];
    // Every fifth day over four years, at an hour that moves through the day.
    for (let day = 0; day < 4 * 366; day += 5) {
      const now = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + ((day * 7) % 24) * 3_600_000);
      for (const n of demoNotices(facts(now)))
        problems.push(
          ...dateProblems(`${now.toISOString()} ${n.title}`, `${n.title} ${n.summary} ${textOf(n.html)}`, n.publishedAt, now),
        );
    }
    expect(problems).toEqual([]);
  });

  it('name 春节 only in January or February and announce it before the day', () => {
    const spring = demoNotices(facts(new Date('2027-02-03T04:00:00Z'))).find((n) => n.title.includes('春节'));
    expect(spring?.title).toBe('春节假期提现安排');
    expect(spring?.publishedAt.toISOString().slice(0, 10)).toBe('2027-01-31');
    expect(textOf(spring!.html)).toContain('2月6日');
    const november = demoNotices(facts(new Date('2026-11-26T01:00:00Z')));
    expect(november.map((n) => n.title).filter((t) => /春节|元旦/.test(t))).toEqual([]);
    expect(november.find((n) => n.pinned)?.title).toBe('10月收益结算完成');
  });
});

describe('demo help texts', () => {
  it('state the fee, minimum, payout days, back-fill window and eraser quota of the settings they are given', () => {
    const f = facts(new Date('2026-11-26T01:00:00Z'));
    const fee = demoFaqs(f).find((q) => q.title.includes('手续费'));
    // 6.5% of ¥100.00 is ¥6.50: the example is the fee the withdrawal would charge.
    expect(textOf(fee!.html)).toContain('6.5%');
    expect(textOf(fee!.html)).toContain('¥20.00');
    expect(textOf(fee!.html)).toContain('服务费 ¥6.50，实际到账 ¥93.50');
    const withdraw = demoTutorials(f).find((a) => a.key === 'withdraw');
    expect(textOf(withdraw!.html)).toContain('每月 10、25 日可以提交提现');
    expect(textOf(withdraw!.html)).toContain(yuan(5_000_000));
    expect(demoTutorials(f).find((a) => a.key === 'backfill')?.summary).toContain('5 天内');
    expect(percent(600)).toBe('6%');
    const eraser = demoFaqs(f).find((q) => q.title.includes('去水印'));
    expect(eraser!.html).toContain(
      '每天可用次数随 VIP 等级提升：普通推客 <strong>4 次</strong>、青铜推客 <strong>12 次</strong>，次日 0 点恢复',
    );
  });

  it('fit their titles on the cover art (twelve characters at the banner size)', () => {
    const f = facts(new Date('2026-11-26T01:00:00Z'));
    const long = demoTutorials(f)
      .map((a) => a.title)
      .filter((title) => [...title].length > 12);
    expect(long).toEqual([]);
  });

  it('name no feature that is not built, release notes included', () => {
    const f = facts(new Date('2026-11-26T01:00:00Z'));
    const texts = [
      ...demoNotices(f).map((n) => ({ where: n.title, text: `${n.title} ${n.summary} ${n.html}` })),
      ...demoTutorials(f).map((a) => ({ where: a.title, text: `${a.title} ${a.summary} ${a.html}` })),
      ...demoFaqs(f).map((q) => ({ where: q.title, text: `${q.title} ${q.html}` })),
      ...RELEASES.map((r) => ({ where: r.version, text: r.notes })),
    ];
    expect(texts.flatMap(({ where, text }) => notBuiltWordsIn(where, text))).toEqual([]);
  });
});
