import { type AliasRule, describeAliasRule } from '@tuike/contract/alias-rule';
import { labelOf, promotionTypeItems, settlementTypeItems } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import type { Deps } from '../../deps';
import type { taskPlatforms } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { taskPlatformsRepository } from './repository';

type Row = typeof taskPlatforms.$inferSelect;

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
    priceDesc: p.priceDesc,
  };
}

/** The platform's alias rule as stored; the alias service enforces exactly this. */
export const aliasRuleOf = (p: Row): AliasRule => ({
  minLength: p.aliasMinLength,
  maxLength: p.aliasMaxLength,
  charset: p.aliasCharset,
  prefix: p.aliasPrefix,
  reviewMode: p.aliasReviewMode,
});

export const taskPlatformsService = {
  list: ({ db }: Deps, q: PageQuery) =>
    paged(q, (limit, offset) => taskPlatformsRepository.page(db, limit, offset), presentTaskPlatform),

  async filter({ db }: Deps, f: { promotionType?: number; settlementType?: number }) {
    return (await taskPlatformsRepository.filter(db, f)).map(presentTaskPlatform);
  },

  async detail({ db }: Deps, id: number) {
    const row = await taskPlatformsRepository.find(db, id);
    if (!row) throw notFound('任务平台不存在或已停用');
    const rule = aliasRuleOf(row);
    return {
      ...presentTaskPlatform(row),
      rulesHtml: row.rulesHtml,
      aliasRule: { ...rule, description: describeAliasRule(rule) },
    };
  },
};
