import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ALIAS_LINK_STATE, PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import type { Tx } from '../db/client';
import {
  aliasDailyStats,
  incomeLines,
  platformAccounts,
  taskPlatforms,
  works,
  worksAliases,
  worksAliasLinks,
} from '../db/schema';
import { priceVersionAt } from '../modules/catalogue-admin';
import { addDays, ymdOperator } from '../lib/time';
import { Random } from './random';
import { correctionDate, type ReportRow, reportOf } from './reports';

/** How far back the demo promoter's income goes. */
const DAYS = 60;

/** A platform's rule as its price version states it: a share of the billed amount (bps) or a price per new user (fen). */
type Pricing = { kind: 'share'; bps: number } | { kind: 'unit'; price: number };
type Platform = { id: number; name: string; pricing: Pricing };

/** The smallest billed amount whose share at `bps` is exactly `amount` fen: a reported income traced back to its base. */
const baseFor = (amount: number, bps: number) => Math.ceil((amount * 10_000 - 5_000) / bps);

/**
 * The rule a demo platform's rows are priced by: its price version in force now (the demo's prices were set
 * before its history begins, so it is the one of every day).
 */
async function pricingOf(tx: Tx, p: { id: number; settlementType: number }, now: Date): Promise<Pricing> {
  const price = await priceVersionAt(tx, p.id, now);
  if (p.settlementType === SETTLEMENT_TYPE.cpa.value && price?.unitPriceFen) return { kind: 'unit', price: price.unitPriceFen };
  if (price?.shareBps) return { kind: 'share', bps: price.shareBps };
  throw new Error(`seedIncome: platform ${p.id} has no price the demo rows can be priced by`);
}

/** What attributes income to the demo promoter: back-filled aliases, their links and the accounts that posted them. */
async function readSources(tx: Tx, userId: number, now: Date) {
  const links = await tx
    .select({
      aliasId: worksAliases.id,
      alias: worksAliases.alias,
      workTitle: works.title,
      expiredAt: worksAliases.expiredAt,
      platformId: taskPlatforms.id,
      url: worksAliasLinks.url,
      linkedAt: worksAliasLinks.createdAt,
      uid: platformAccounts.uid,
      boundAt: platformAccounts.createdAt,
      unboundAt: platformAccounts.unboundAt,
    })
    .from(worksAliasLinks)
    .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
    .innerJoin(works, eq(works.id, worksAliases.workId))
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
    .innerJoin(platformAccounts, eq(platformAccounts.id, worksAliasLinks.platformAccountId))
    .where(
      and(
        eq(worksAliasLinks.userId, userId),
        eq(worksAliasLinks.state, ALIAS_LINK_STATE.effective.value),
        isNotNull(worksAliases.activatedAt),
        isNull(worksAliases.deletedAt),
      ),
    )
    .orderBy(asc(worksAliasLinks.id));
  const stats = await tx
    .select({
      aliasId: aliasDailyStats.aliasId,
      date: aliasDailyStats.statDate,
      newUsers: aliasDailyStats.newUsers,
      income: aliasDailyStats.income,
    })
    .from(aliasDailyStats)
    .where(eq(aliasDailyStats.userId, userId));
  const platformCols = { id: taskPlatforms.id, name: taskPlatforms.name, settlementType: taskPlatforms.settlementType };
  const [mount] = await tx
    .select(platformCols)
    .from(taskPlatforms)
    .where(eq(taskPlatforms.promotionType, PROMOTION_TYPE.mount.value))
    .orderBy(asc(taskPlatforms.id))
    .limit(1);
  const ids = [...new Set(links.map((l) => l.platformId))];
  const platforms = new Map<number, Platform>();
  for (const p of ids.length ? await tx.select(platformCols).from(taskPlatforms).where(inArray(taskPlatforms.id, ids)) : [])
    platforms.set(p.id, { id: p.id, name: p.name, pricing: await pricingOf(tx, p, now) });
  return {
    links: links.map((l) => ({ ...l, platform: platforms.get(l.platformId)! })),
    stats,
    mount: mount && { id: mount.id, name: mount.name, pricing: await pricingOf(tx, mount, now) },
  };
}

/** A row of the demo promoter's, before it is filed under its report. */
type Row = Omit<ReportRow, 'kind' | 'reportDate' | 'platform'> & { platform: Platform };

/** A row's figures under its platform's rule: new users at a unit price, else a billed amount to take a share of. */
const figures = (pricing: Pricing, newUsers: number, billed: number) =>
  pricing.kind === 'unit' ? { newUsers, billed: newUsers * pricing.price } : { billed };

/**
 * The upstream rows of the last 60 days. Aliases earn from the day their first link was back-filled ("no
 * back-fill, no settlement") until they expired; where the alias's daily report figures exist (alias_daily_stats),
 * they are the rows, so the alias page and the income lines agree. Each back-filled video also earns by its link
 * on some days, and each account that posted one earns mount income by its UID while it was bound.
 */
function upstreamRows(sources: Awaited<ReturnType<typeof readSources>>, today: string, rnd: Random): Row[] {
  const aliases = new Map<number, (typeof sources.links)[number]>();
  for (const l of sources.links) if (!aliases.has(l.aliasId)) aliases.set(l.aliasId, l);
  const reported = new Map(sources.stats.map((s) => [`${s.aliasId} ${s.date}`, s]));
  const reportedDays = new Map<number, { from: string; to: string }>();
  for (const s of sources.stats) {
    const span = reportedDays.get(s.aliasId);
    reportedDays.set(s.aliasId, {
      from: span && span.from < s.date ? span.from : s.date,
      to: span && span.to > s.date ? span.to : s.date,
    });
  }
  const accounts = new Map<string, (typeof sources.links)[number]>();
  for (const l of sources.links) if (!accounts.has(l.uid)) accounts.set(l.uid, l);

  const rows: Row[] = [];
  for (let date = addDays(today, 1 - DAYS); date <= today; date = addDays(date, 1)) {
    // Reports arrive the next day; only per-user prices are also shown the same day (the upstream's snapshots).
    const isToday = date === today;
    for (const a of aliases.values()) {
      const { pricing } = a.platform;
      if (isToday && pricing.kind !== 'unit') continue;
      if (date < ymdOperator(a.linkedAt) || (a.expiredAt && date > ymdOperator(a.expiredAt))) continue;
      const base = { date, platform: a.platform, alias: a.alias, workTitle: a.workTitle };
      const span = reportedDays.get(a.aliasId);
      if (span && date >= span.from && date <= span.to) {
        const s = reported.get(`${a.aliasId} ${date}`);
        if (!s || s.income <= 0) continue;
        // The figures the alias page shows: its new users, and the billed amount its income is the share of.
        rows.push({ ...base, ...figures(pricing, s.newUsers, pricing.kind === 'share' ? baseFor(s.income, pricing.bps) : 0) });
      } else if (rnd.next() < 0.7) {
        rows.push({ ...base, ...figures(pricing, 1 + rnd.int(8), 1_200 + rnd.int(48_000)) });
      }
    }
    if (isToday) continue;
    for (const l of sources.links) {
      const live = date >= ymdOperator(l.linkedAt) && (!l.expiredAt || date <= ymdOperator(l.expiredAt));
      if (!live || rnd.next() > 0.3) continue;
      rows.push({
        date,
        platform: l.platform,
        link: l.url,
        ...figures(l.platform.pricing, 1 + rnd.int(5), 600 + rnd.int(12_000)),
      });
    }
    if (!sources.mount) continue;
    for (const acc of accounts.values()) {
      const bound = date >= ymdOperator(acc.boundAt) && (!acc.unboundAt || date < ymdOperator(acc.unboundAt));
      if (!bound || rnd.next() > 0.5) continue;
      rows.push({
        date,
        platform: sources.mount,
        uid: acc.uid,
        ...figures(sources.mount.pricing, 1 + rnd.int(5), 400 + rnd.int(10_000)),
      });
    }
  }
  return rows;
}

const ageOf = (date: string, today: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);

/**
 * The demo promoter's income as the upstream reports it: the last 60 days of rows naming their back-filled
 * aliases, links and media UIDs (read from the database, so run it after seedPromotion and the alias report
 * figures), filed under each platform's daily reports — the last days in estimate reports, older days in
 * settled ones — two adjustment reports (a refund, invalid traffic 扣量) taking part of a settled row
 * back, and two rows of a misspelt keyword that match nobody. seedDemo imports them through the settlement engine (reports.ts), which writes the lines.
 * Answers nothing if the promoter already has income. Needs at least one back-filled alias.
 */
export async function seedIncome(tx: Tx, { userId, now }: { userId: number; now: Date }): Promise<ReportRow[]> {
  const [existing] = await tx.select({ id: incomeLines.id }).from(incomeLines).where(eq(incomeLines.userId, userId)).limit(1);
  if (existing) return [];
  const sources = await readSources(tx, userId, now);
  if (!sources.links.length) throw new Error(`seedIncome: user ${userId} has no back-filled alias; run seedPromotion first`);
  const today = ymdOperator(now);
  const rows = upstreamRows(sources, today, new Random(60_2026)).map((r): ReportRow => ({ ...r, ...reportOf(r.date, now) }));
  // The upstream's daily estimates miss a few link rows that its settlement then pays (延迟到账): the two
  // newest settled ones, so the last weeks' reconciliation shows them beside the estimates that did come.
  for (const late of rows.filter((r) => r.kind === 'settled' && r.link).slice(-2)) late.late = true;

  // Corrections come days after the settlement, each in an adjustment report of its own reason, naming the
  // day and the promoter's key of the row they take from (rows old enough for the correction to lie in the past).
  const old = rows.filter((r) => r.kind === 'settled' && ageOf(r.date, today) >= 14 && ageOf(r.date, today) <= 45);
  const later = (r: ReportRow) => correctionDate(r.date);
  const refunded = old
    .filter((r) => r.newUsers === undefined)
    .sort((a, b) => b.billed - a.billed || a.date.localeCompare(b.date))[0];
  const corrections: ReportRow[] = [];
  if (refunded)
    corrections.push({
      ...refunded,
      kind: 'adjustment',
      reasonCode: 'refund',
      reportDate: later(refunded),
      billed: Math.ceil(refunded.billed / 2),
    });
  // 扣量: one of a row's new users found invalid, on the newest row that has more than one; where no such row
  // is old enough yet, a third of a recharge row's billed amount found to be invalid traffic.
  const invalid =
    old.filter((r) => r.newUsers !== undefined && r.newUsers >= 2).at(-1) ??
    old.filter((r) => r.newUsers === undefined && r !== refunded).at(-1);
  if (invalid)
    corrections.push({
      ...invalid,
      kind: 'adjustment',
      reasonCode: 'invalid_traffic',
      reportDate: later(invalid),
      ...(invalid.newUsers === undefined
        ? { billed: Math.ceil(invalid.billed / 3) }
        : { newUsers: 1, billed: invalid.billed / invalid.newUsers }),
    });
  // Two rows of the newest settled weeks name a keyword nobody holds (the alias without its last character, as a
  // viewer types it half-way): settled to nobody, they wait in the console's unmatched queue.
  const orphans = rows
    .filter((r) => r.kind === 'settled' && r.alias && !r.late)
    .slice(-2)
    .map((r): ReportRow => ({ ...r, alias: r.alias!.slice(0, -1), orphan: true, late: true }));
  return [...rows, ...corrections, ...orphans];
}
