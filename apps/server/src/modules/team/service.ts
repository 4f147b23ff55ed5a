import type { PageQuery } from '@tuike/contract/envelope';
import type { TeamSummary } from '@tuike/contract/team';
import type { Deps } from '../../deps';
import type { RequestAuth } from '../../lib/auth';
import { type Actor, authorize, authorizeNamed, promoter, scopeOf } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { ymdOperator } from '../../lib/time';
import { settingFrom } from '../app-config';
import { acceptedSession, hashToken, ownSessionPage } from '../session';
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
  const row = await team.figures(db, scopeOf(actor, 'read', 'team', ownerId), monthOf(clock.now()));
  if (!row) throw notFound();
  return {
    counts: { direct: row.direct, second: row.second },
    teamIncome: { thisMonth: row.monthIncome, total: row.teamIncome },
    rebate: { thisMonth: row.monthRebate, total: row.rebate },
  };
}

export const teamService = {
  /**
   * My code, counts, funnel, money and the rebate rate, with the session check: one statement of
   * primary-key reads (summary in the repository), whatever the team's size, plus the session's
   * once-a-minute touch; null when the token is not live (the route answers 401).
   */
  async summary({ db, clock }: Deps, token: string): Promise<{ session: RequestAuth; data: TeamSummary } | null> {
    const now = clock.now();
    const row = await team.summary(db, hashToken(token), now, monthOf(now));
    if (!row) return null;
    const session = await acceptedSession(db, row.session, now);
    scopeOf(promoter(session.userId), 'read', 'team');
    return {
      session,
      data: {
        inviteCode: row.inviteCode,
        counts: { direct: row.direct, second: row.second },
        funnel: { registered: row.direct, bound: row.bound, backfilled: row.backfilled, earning: row.earning },
        teamIncome: { thisMonth: row.monthIncome, total: row.teamIncome },
        rebate: { thisMonth: row.monthRebate, total: row.rebate },
        rebateBps: settingFrom('promotion', row.promotionSetting).rebateBps,
      },
    };
  },

  /** The session check and a page of my direct members in one statement; null when the token is not live. */
  membersPage({ db, clock }: Deps, token: string, q: PageQuery) {
    const now = clock.now();
    return ownSessionPage(
      db,
      now,
      q,
      (limit, offset) => team.members(db, hashToken(token), now, limit, offset),
      (row, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'team', ownerId: row.inviterId });
        return presentMember(row);
      },
    );
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
