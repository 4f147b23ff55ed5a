import type { VipLevel } from '@tuike/contract/vip';
import { yuan } from '../../lib/format';

/** A threshold in whole yuan where it is one (¥1,500), with fen otherwise. */
export const thresholdYuan = (fen: number) => yuan(fen).replace(/\.00$/, '');

/** How a level is earned, in one line: "近30天结算收益满 ¥1,500 或直推 10 人". */
export function levelCondition(level: Pick<VipLevel, 'minSettledIncome' | 'minTeamSize'>, periodDays: number): string {
  const parts = [
    level.minSettledIncome === null ? null : `近${periodDays}天结算收益满 ${thresholdYuan(level.minSettledIncome)}`,
    level.minTeamSize === null ? null : `直推 ${level.minTeamSize} 人`,
  ].filter((p) => p !== null);
  return parts.length ? parts.join(' 或 ') : '注册即享';
}
