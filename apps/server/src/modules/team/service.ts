import type { PageQuery } from '@tuike/contract/envelope';
import type { TeamSummary } from '@tuike/contract/team';
import type { Deps } from '../../deps';
import { type Actor, authorizeNamed, scopeOf } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { ymdOperator } from '../../lib/time';
import { readSetting } from '../app-config';
import { presentMember, presentMemberDetail } from './presenter';
import { teamRepository as team } from './repository';

/** Said alike for a member of someone else's team and for an id that is nobody's, so ids cannot be probed. */
const memberMissing = () => notFound('队员不存在');

/** The first day of the operator's month: the key of team_months. */
const monthOf = (now: Date) => `${ymdOperator(now).slice(0, 7)}-01`;

/**
 * A promoter's team counts and money, for the console's promoter page: the maintained row their own team
 * page reads (one primary-key read), for an operator who may read their team.
 */
export async function teamFiguresOf(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  ownerId: number,
): Promise<Pick<TeamSummary, 'counts' | 'teamIncome' | 'rebate'>> {
  const row = await team.summary(db, scopeOf(actor, 'read', 'team', ownerId), monthOf(clock.now()));
  if (!row) throw notFound();
  return {
    counts: { direct: row.direct, second: row.second },
    teamIncome: { thisMonth: row.monthIncome, total: row.teamIncome },
    rebate: { thisMonth: row.monthRebate, total: row.rebate },
  };
}

export const teamService = {
  /** My code, counts, funnel and money: two primary-key reads (figures, setting), whatever the team's size. */
  async summary({ db, clock }: Deps, actor: Actor): Promise<TeamSummary> {
    const scope = scopeOf(actor, 'read', 'team');
    const [row, promotion] = await Promise.all([team.summary(db, scope, monthOf(clock.now())), readSetting(db, 'promotion')]);
    if (!row) throw notFound();
    return {
      inviteCode: row.inviteCode,
      counts: { direct: row.direct, second: row.second },
      funnel: { registered: row.direct, bound: row.bound, backfilled: row.backfilled, earning: row.earning },
      teamIncome: { thisMonth: row.monthIncome, total: row.teamIncome },
      rebate: { thisMonth: row.monthRebate, total: row.rebate },
      rebateBps: promotion.rebateBps,
    };
  },

  membersPage({ db }: Deps, actor: Actor, q: PageQuery) {
    const scope = scopeOf(actor, 'read', 'team');
    return paged(q, (limit, offset) => team.members(db, scope, limit, offset), presentMember);
  },

  async memberDetail({ db }: Deps, actor: Actor, id: number) {
    const row = await team.member(db, id);
    if (!row) throw memberMissing();
    authorizeNamed(actor, 'read', { kind: 'team', ownerId: row.inviterId }, memberMissing());
    const scope = scopeOf(actor, 'read', 'team', row.inviterId);
    const [lines, totals] = await Promise.all([team.rebateLines(db, scope, id), team.rebateTotals(db, scope, id)]);
    return presentMemberDetail(row, lines, totals);
  },
};
