import type { VipMy } from '@tuike/contract/vip';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { authorize, promoter, type PromoterActor } from '../../lib/authorize';
import { addDays, ymdOperator } from '../../lib/time';
import { readSetting } from '../app-config';
import { acceptedSession, hashToken } from '../session';
import { presentLevel, presentMentorInfo } from './presenter';
import { vipRepository as repo } from './repository';

/** The first income date a threshold counts: `days` calendar days in the operator's zone, today included. */
export const periodStart = (now: Date, days: number) => addDays(ymdOperator(now), -(days - 1));

const own = (actor: PromoterActor) => authorize(actor, 'read', { kind: 'profile', ownerId: actor.userId });

export const vipService = {
  async levels({ db }: Deps, actor: PromoterActor) {
    own(actor);
    const [rows, vip, promotion] = await Promise.all([repo.levels(db), readSetting(db, 'vip'), readSetting(db, 'promotion')]);
    return { incomePeriodDays: vip.incomePeriodDays, defaultRebateBps: promotion.rebateBps, levels: rows.map(presentLevel) };
  },

  async my({ db, clock }: Deps, actor: PromoterActor): Promise<VipMy> {
    own(actor);
    const [rows, vip, promotion, level] = await Promise.all([
      repo.levels(db),
      readSetting(db, 'vip'),
      readSetting(db, 'promotion'),
      repo.levelOf(db, actor.userId),
    ]);
    const figures = await repo.figuresOf(db, actor.userId, periodStart(clock.now(), vip.incomePeriodDays));
    const mine = rows.find((l) => l.level === level) ?? rows[0];
    const next = rows.find((l) => l.level === (mine?.level ?? 0) + 1);
    return {
      level: mine?.level ?? 0,
      name: mine?.name ?? '',
      ...figures,
      incomePeriodDays: vip.incomePeriodDays,
      benefits: {
        watermarkDailyQuota: mine?.watermarkDailyQuota ?? 0,
        rebateBps: mine?.rebateBps ?? promotion.rebateBps,
        priorityReview: mine?.priorityReview ?? false,
      },
      next: next
        ? {
            level: next.level,
            name: next.name,
            minSettledIncome: next.minSettledIncome,
            minTeamSize: next.minTeamSize,
            incomeToGo: next.minSettledIncome === null ? 0 : Math.max(0, next.minSettledIncome - figures.settledIncome),
            teamToGo: next.minTeamSize === null ? 0 : Math.max(0, next.minTeamSize - figures.teamSize),
          }
        : null,
    };
  },

  /**
   * The token's user's mentor: the session check and the read in one statement (mentorInSession in the
   * repository), plus the session's once-a-minute touch; null when the token is not live (the route
   * answers 401).
   */
  async mentorInfo({ db, clock }: Deps, token: string) {
    const now = clock.now();
    const row = await repo.mentorInSession(db, hashToken(token), now);
    if (!row) return null;
    const session = await acceptedSession(db, row.session, now);
    own(promoter(session.userId));
    return { session, data: presentMentorInfo(row.mentor) };
  },

  /** The scheduled job's work: every promoter's level from their figures now, in one statement. */
  async recompute(db: DbOrTx, now: Date) {
    const { incomePeriodDays } = await readSetting(db, 'vip');
    return { changed: await repo.recompute(db, periodStart(now, incomePeriodDays)) };
  },
};
