import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ALIAS_LINK_STATE, PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { shareOf, unitTimes } from '@tuike/contract/fee';
import type { IncomeProvenance } from '@tuike/contract/money';
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
import { type IncomeLineInput, postIncomeLine } from '../modules/settlement';
import type { MoneyEvent } from './money-event';
import { addDays, operatorTime, ymdOperator } from '../lib/time';
import { Random } from './random';

/** How far back the demo promoter's income goes. */
const DAYS = 60;
/**
 * Lines younger than this many days are still estimates; the upstream's settled report of a day comes in
 * (and is imported, crediting the balance) this many days after it.
 */
const SETTLED_AFTER = 10;

/** A mount platform whose price text names no percentage pays the promoter half (the trade's usual split). */
const UNSTATED_SHARE_PERCENT = 50;

type Platform = { id: number; name: string; settlementType: number; priceDesc: string; maxShareBps: number | null };

/** How a platform pays: a share of the viewer's recharge (bps) or a price per new user (fen). */
type Pricing = { kind: 'share'; bps: number } | { kind: 'unit'; price: number };

/** How a line is priced: the work's share, else the platform's best share (a UID line has no work), else its published price (`拉新 ¥3.5/人`). */
function platformPricing(p: Platform, workShareBps: number | null): Pricing {
  const unit = /¥(\d+(?:\.\d+)?)\/人/.exec(p.priceDesc);
  if (p.settlementType === SETTLEMENT_TYPE.cpa.value && unit?.[1])
    return { kind: 'unit', price: Math.round(Number(unit[1]) * 100) };
  const share = /(\d+(?:\.\d+)?)%/.exec(p.priceDesc);
  return {
    kind: 'share',
    bps: workShareBps ?? p.maxShareBps ?? Math.round(Number(share?.[1] ?? UNSTATED_SHARE_PERCENT) * 100),
  };
}

/** The smallest recharge whose share at `bps` is exactly `amount` fen: a reported income traced back to its base. */
const baseFor = (amount: number, bps: number) => Math.ceil((amount * 10_000 - 5_000) / bps);

/** A share as people write it (7000 → 70, 4450 → 44.5); money always with two decimals, as the app shows it. */
const percent = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');
const yuan = (fen: number) => (fen / 100).toFixed(2);
const ruleOf = (p: Pricing) => (p.kind === 'share' ? `CPS 充值分成 ${percent(p.bps)}%` : `CPA 拉新 ¥${yuan(p.price)}/人`);

/** One upstream row that names the promoter, before it is numbered within its batch. */
interface Row {
  date: string;
  platform: Platform;
  workId: number | null;
  matchedBy: IncomeProvenance['matchedBy'];
  matched: string;
  pricing: Pricing;
  /** Share: the recharge in fen; unit: new users. */
  quantity: number;
}

const amountOf = (r: Pick<Row, 'pricing' | 'quantity'>) =>
  r.pricing.kind === 'share' ? shareOf(r.quantity, r.pricing.bps) : unitTimes(r.quantity, r.pricing.price);

/** What attributed income to the demo promoter: back-filled aliases, their links and the accounts that posted them. */
async function readSources(tx: Tx, userId: number) {
  const platformCols = {
    id: taskPlatforms.id,
    name: taskPlatforms.name,
    settlementType: taskPlatforms.settlementType,
    priceDesc: taskPlatforms.priceDesc,
    // A UID's income has no work: it is paid the platform's best share, what the platform's card shows (task-platforms).
    maxShareBps: sql<number | null>`(select max(${works.shareBps}) from ${works}
      where ${works.taskPlatformId} = ${sql.identifier('task_platforms')}.${sql.identifier('id')} and ${works.published})`,
  };
  const links = await tx
    .select({
      aliasId: worksAliases.id,
      alias: worksAliases.alias,
      workId: worksAliases.workId,
      shareBps: works.shareBps,
      activatedAt: worksAliases.activatedAt,
      expiredAt: worksAliases.expiredAt,
      platform: platformCols,
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
  const [mount] = await tx
    .select(platformCols)
    .from(taskPlatforms)
    .where(eq(taskPlatforms.promotionType, PROMOTION_TYPE.mount.value))
    .orderBy(asc(taskPlatforms.id))
    .limit(1);
  return { links, stats, mount };
}

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
      const pricing = platformPricing(a.platform, a.shareBps);
      if (isToday && pricing.kind !== 'unit') continue;
      const from = ymdOperator(a.linkedAt);
      if (date < from || (a.expiredAt && date > ymdOperator(a.expiredAt))) continue;
      const base = { date, platform: a.platform, workId: a.workId, matchedBy: 'alias' as const, matched: a.alias, pricing };
      const span = reportedDays.get(a.aliasId);
      if (span && date >= span.from && date <= span.to) {
        const s = reported.get(`${a.aliasId} ${date}`);
        if (!s || s.income <= 0) continue;
        const exact = pricing.kind === 'unit' && s.newUsers > 0 && s.income === s.newUsers * pricing.price;
        // A reported figure that is not a whole number of new users at the list price was a share of recharges.
        const asShare: Pricing = { kind: 'share', bps: a.shareBps };
        rows.push(
          exact ? { ...base, quantity: s.newUsers } : { ...base, pricing: asShare, quantity: baseFor(s.income, asShare.bps) },
        );
      } else if (rnd.next() < 0.7) {
        rows.push({ ...base, quantity: pricing.kind === 'unit' ? 1 + rnd.int(8) : 600 + rnd.int(24_000) });
      }
    }
    if (isToday) continue;
    for (const l of sources.links) {
      const live = date >= ymdOperator(l.linkedAt) && (!l.expiredAt || date <= ymdOperator(l.expiredAt));
      if (!live || rnd.next() > 0.3) continue;
      const pricing: Pricing = { kind: 'share', bps: l.shareBps };
      rows.push({
        date,
        platform: l.platform,
        workId: l.workId,
        matchedBy: 'link',
        matched: l.url,
        pricing,
        quantity: 300 + rnd.int(6_000),
      });
    }
    if (!sources.mount) continue;
    for (const acc of accounts.values()) {
      const bound = date >= ymdOperator(acc.boundAt) && (!acc.unboundAt || date < ymdOperator(acc.unboundAt));
      if (!bound || rnd.next() > 0.5) continue;
      const pricing = platformPricing(sources.mount, null);
      rows.push({
        date,
        platform: sources.mount,
        workId: null,
        matchedBy: 'uid',
        matched: acc.uid,
        pricing,
        quantity: 200 + rnd.int(5_000),
      });
    }
  }
  return rows;
}

const ageOf = (date: string, today: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
/** When the upstream's settled report of that day came in and was imported: before today, so every posting lies in the past. */
const settledAt = (date: string) => operatorTime(addDays(date, SETTLED_AFTER - 1), '12:00:00');
/**
 * When the upstream's estimate of that day came in: the next morning, but never after `now` (a seed run before
 * 09:30 operator time would otherwise date yesterday's lines in the future).
 */
const reportedAt = (date: string, now: Date) => {
  const next = operatorTime(addDays(date, 1), '09:30:00');
  return next < now ? next : now;
};

/** A line the seed will post through the engine, as an import would from a report row. */
type Planned = IncomeLineInput;

/**
 * The demo promoter's income: the last 60 days of upstream rows matched by their back-filled aliases, links
 * and media UIDs (read from the database, so run it after seedPromotion and the alias report figures), each
 * line with its provenance, written through postIncomeLine as the settlement engine writes: the last days as
 * estimates, older days as settled lines credited through the ledger, and two corrections (a refund, invalid
 * traffic) as negative adjustment lines naming the line they correct. Estimates are written at once; the
 * settled lines are answered as dated events for the caller to run in time order with the other seeds' money.
 * Writes nothing if the promoter already has income. Needs at least one back-filled alias.
 */
export async function seedIncome(tx: Tx, { userId, now }: { userId: number; now: Date }): Promise<MoneyEvent[]> {
  const [existing] = await tx.select({ id: incomeLines.id }).from(incomeLines).where(eq(incomeLines.userId, userId)).limit(1);
  if (existing) return [];
  const sources = await readSources(tx, userId);
  if (!sources.links.length) throw new Error(`seedIncome: user ${userId} has no back-filled alias; run seedPromotion first`);
  const today = ymdOperator(now);
  const rnd = new Random(60_2026);
  const rows = upstreamRows(sources, today, rnd);

  const versions = new Map<string, number | null>();
  const priceIdAt = async (platformId: number, date: string) => {
    const key = `${platformId} ${date}`;
    if (!versions.has(key)) versions.set(key, (await priceVersionAt(tx, platformId, operatorTime(date)))?.id ?? null);
    return versions.get(key) ?? null;
  };
  const batchRows = new Map<string, number>();
  const plan = async (
    row: Row,
    batch: string,
    pricing: Pick<IncomeProvenance, 'shareBps' | 'unitPrice' | 'upstreamAmount'>,
    correction?: { reasonCode: 'refund' | 'invalid_traffic' },
  ): Promise<Planned> => {
    const n = (batchRows.get(batch) ?? 0) + 1;
    batchRows.set(batch, n);
    const settled = ageOf(row.date, today) >= SETTLED_AFTER;
    const priceId = await priceIdAt(row.platform.id, row.date);
    return {
      userId,
      taskPlatformId: row.platform.id,
      workId: row.workId,
      kind: correction ? 'adjustment' : settled ? 'settled' : 'estimate',
      incomeDate: row.date,
      reportDate: row.date,
      rowKey: `${batch}#${n}`,
      amount: amountOf(row),
      reasonCode: correction?.reasonCode ?? null,
      priceId,
      provenance: {
        source: 'demo-seed',
        batch,
        row: n,
        rule: ruleOf(row.pricing),
        matchedBy: row.matchedBy,
        matched: row.matched,
        ...pricing,
        ...(priceId ? { priceVersionId: priceId } : {}),
      },
      at: settled || correction ? settledAt(row.date) : reportedAt(row.date, now),
    };
  };

  const planned: { row: Row; line: Planned }[] = [];
  for (const row of rows) {
    const pricing =
      row.pricing.kind === 'share'
        ? { shareBps: row.pricing.bps, upstreamAmount: row.quantity }
        : { unitPrice: row.pricing.price };
    planned.push({ row, line: await plan(row, `${row.platform.name}日报 ${row.date}`, pricing) });
  }
  const events: MoneyEvent[] = [];
  const lineIds = new Map<Planned, number>();
  const post = async (line: Planned) => lineIds.set(line, (await postIncomeLine(tx, line)).lineId);
  for (const { line } of planned) {
    if (line.kind === 'estimate') await post(line);
    else events.push({ at: line.at, run: () => post(line).then(() => undefined) });
  }

  // Corrections arrive days later as adjustment lines of their own, naming the settled line they correct
  // (posted before them: the caller runs the events in time order).
  const corrections: { line: Planned; of: Planned; reason: string }[] = [];
  const old = planned.filter((w) => ageOf(w.row.date, today) >= SETTLED_AFTER + 4 && ageOf(w.row.date, today) <= 45);
  const refunded = old
    .filter((w) => w.row.pricing.kind === 'share')
    .sort((a, b) => b.line.amount - a.line.amount || a.line.rowKey.localeCompare(b.line.rowKey))[0];
  if (refunded && refunded.row.pricing.kind === 'share') {
    const recharge = Math.ceil(refunded.row.quantity / 2);
    const row: Row = { ...refunded.row, date: addDays(refunded.row.date, 4), quantity: -recharge };
    const pricing = { shareBps: refunded.row.pricing.bps, upstreamAmount: -recharge };
    const line = await plan(row, `${row.platform.name}退款 ${row.date}`, pricing, { reasonCode: 'refund' });
    corrections.push({ line, of: refunded.line, reason: `用户退款 ¥${yuan(recharge)}，扣回对应分成` });
  }
  const invalid = old.find((w) => w.row.pricing.kind === 'unit' && w.row.quantity >= 3);
  if (invalid && invalid.row.pricing.kind === 'unit') {
    const row: Row = { ...invalid.row, date: addDays(invalid.row.date, 3), quantity: -2 };
    const line = await plan(
      row,
      `${row.platform.name}扣量 ${row.date}`,
      { unitPrice: invalid.row.pricing.price },
      {
        reasonCode: 'invalid_traffic',
      },
    );
    corrections.push({ line, of: invalid.line, reason: '无效流量：2 个新用户被上游判定为无效，扣回拉新费' });
  }
  for (const c of corrections) {
    events.push({
      at: c.line.at,
      run: async () => {
        const ofLineId = lineIds.get(c.of);
        if (!ofLineId) throw new Error(`seedIncome: the line ${c.of.rowKey} a correction names was not posted before it`);
        await post({ ...c.line, provenance: { ...c.line.provenance, adjustment: { ofLineId, reason: c.reason } } });
      },
    });
  }
  return events;
}
