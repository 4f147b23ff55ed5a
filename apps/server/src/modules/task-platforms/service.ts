import { type AliasRule, describeAliasRule } from '@tuike/contract/alias-rule';
import { labelOf, promotionTypeItems, SETTLEMENT_TYPE, settlementTypeItems } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import type { Deps } from '../../deps';
import type { taskPlatforms } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { taskPlatformsRepository } from './repository';

type PlatformRow = typeof taskPlatforms.$inferSelect;
type Row = PlatformRow & { maxShareBps: number | null; currentPriceDesc: string | null; dataUpTo: string | null };

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * A recharge-share platform's price is the best share its works pay, computed from them, so the card
 * never contradicts a work (its price text serves only a platform without works yet); other platforms
 * pay what the price version in force says (a price per new user, per task), or before the platform's
 * first version, its own text.
 */
export const cardPriceDesc = (p: Pick<Row, 'settlementType' | 'maxShareBps' | 'currentPriceDesc' | 'priceDesc'>) =>
  p.settlementType === SETTLEMENT_TYPE.cps.value && p.maxShareBps !== null
    ? `充值分成 最高${percent(p.maxShareBps)}`
    : (p.currentPriceDesc ?? p.priceDesc);

export function presentTaskPlatform(p: Row): TaskPlatform {
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
    priceDesc: cardPriceDesc(p),
    dataUpTo: p.dataUpTo,
  };
}

/** The platform's alias rule as stored; the alias service enforces exactly this. */
export const aliasRuleOf = (p: PlatformRow): AliasRule => ({
  minLength: p.aliasMinLength,
  maxLength: p.aliasMaxLength,
  charset: p.aliasCharset,
  prefix: p.aliasPrefix,
  reviewMode: p.aliasReviewMode,
});

export const taskPlatformsService = {
  list: ({ db, clock }: Deps, q: PageQuery) =>
    paged(q, (limit, offset) => taskPlatformsRepository.page(db, clock.now(), limit, offset), presentTaskPlatform),

  async filter({ db, clock }: Deps, f: { promotionType?: number; settlementType?: number }) {
    return (await taskPlatformsRepository.filter(db, clock.now(), f)).map(presentTaskPlatform);
  },

  async detail({ db, clock }: Deps, id: number) {
    const row = await taskPlatformsRepository.find(db, clock.now(), id);
    if (!row) throw notFound('任务平台不存在或已停用');
    const rule = aliasRuleOf(row);
    return {
      ...presentTaskPlatform(row),
      rulesHtml: row.rulesHtml,
      aliasRule: { ...rule, description: describeAliasRule(rule) },
    };
  },
};
