import type { AdminTaskPlatform, AdminTaskPlatformDetail, PriceVersion } from '@tuike/contract/admin-task-platforms';
import { describeAliasRule } from '@tuike/contract/alias-rule';
import { labelOf, promotionTypeItems, settlementTypeItems } from '@tuike/contract/enums';
import { isoOperator } from '../../lib/time';
import { aliasRuleOf, cardPriceDesc } from '../task-platforms';
import type { PlatformRow } from './platforms-repository';
import type { PriceRow } from './prices-repository';

/** Where each version stands at `now`: `versions` newest first, the first effective by now is current. */
export function presentPrices(versions: PriceRow[], now: Date): PriceVersion[] {
  const current = versions.find((v) => v.effectiveFrom <= now);
  return versions.map((v) => ({
    id: v.id,
    version: v.version,
    effectiveFrom: isoOperator(v.effectiveFrom),
    priceDesc: v.priceDesc,
    shareBps: v.shareBps,
    unitPriceFen: v.unitPriceFen,
    note: v.note,
    operatorAccount: v.operatorAccount,
    createdAt: isoOperator(v.createdAt),
    state: v === current ? 'current' : v.effectiveFrom > now ? 'scheduled' : 'past',
  }));
}

export function presentAdminPlatform(p: PlatformRow, versions: PriceRow[], now: Date): AdminTaskPlatform {
  const prices = presentPrices(versions, now);
  const current = prices.find((v) => v.state === 'current') ?? null;
  const rule = aliasRuleOf(p);
  return {
    id: p.id,
    name: p.name,
    logo: p.logo,
    category: p.category,
    promotionType: p.promotionType,
    promotionTypeLabel: labelOf(promotionTypeItems, p.promotionType),
    settlementType: p.settlementType,
    settlementTypeLabel: labelOf(settlementTypeItems, p.settlementType),
    summary: p.summary,
    sort: p.sort,
    enabled: p.enabled,
    aliasRule: { ...rule, description: describeAliasRule(rule) },
    currentPrice: current,
    // The soonest of the scheduled ones (the list is newest first).
    nextPrice: prices.filter((v) => v.state === 'scheduled').at(-1) ?? null,
    priceDesc: cardPriceDesc({ ...p, currentPriceDesc: current?.priceDesc ?? null }),
    workCount: p.workCount,
    createdAt: isoOperator(p.createdAt),
  };
}

export function presentAdminPlatformDetail(p: PlatformRow, versions: PriceRow[], now: Date): AdminTaskPlatformDetail {
  return { ...presentAdminPlatform(p, versions, now), rulesHtml: p.rulesHtml, prices: presentPrices(versions, now) };
}
