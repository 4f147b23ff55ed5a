import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen, ZPage } from './envelope';
import { zQueryId } from './fields';
import { MATCHED_BY } from './money';

/**
 * A promoter's team: the promoters who registered with their invite code (direct members) and, counted
 * only, those members' invitees (second level). Rebates are paid on direct members' settled income.
 */

/** The funnel a member walks, in order; a member's `step` is the furthest one reached. */
export const TEAM_STEPS = ['registered', 'bound', 'backfilled', 'earning'] as const;
export const ZTeamStep = z.enum(TEAM_STEPS);
export type TeamStep = z.infer<typeof ZTeamStep>;

export const ZTeamSummary = z.object({
  inviteCode: z.string(),
  counts: z.object({
    direct: z.number().int(),
    second: z.number().int(),
  }),
  /** Direct members who reached each step (registered = every direct member). */
  funnel: z.object({
    registered: z.number().int(),
    bound: z.number().int(),
    backfilled: z.number().int(),
    earning: z.number().int(),
  }),
  /** Direct members' settled income and my rebates on it, this month (by income date) and in total. */
  teamIncome: z.object({ thisMonth: ZFen, total: ZFen }),
  rebate: z.object({ thisMonth: ZFen, total: ZFen }),
  /** The operator's current rebate share in basis points. */
  rebateBps: z.number().int(),
});
export type TeamSummary = z.infer<typeof ZTeamSummary>;
export const ZTeamSummaryResponse = ZEnvelope(ZTeamSummary);

export const ZTeamMember = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** 138****0000: a member's phone is never shown whole. */
  phoneMasked: z.string(),
  joinedAt: ZDateTime,
  step: ZTeamStep,
});
export type TeamMember = z.infer<typeof ZTeamMember>;
export const ZTeamMembersPageResponse = ZEnvelope(ZPage(ZTeamMember));

export const ZTeamMemberQuery = z.object({ id: zQueryId('队员 id ') });

/**
 * Where the income a rebate was paid on came from, without the member's private data: the platform,
 * work, day, rule and report row, but not the alias text, UID or link that matched.
 */
export const ZTeamRebateSource = z.object({
  lineId: z.number().int(),
  incomeDate: z.string(),
  amount: ZFen,
  platformName: z.string(),
  workName: z.string().nullable(),
  rule: z.string(),
  /** The report the line came from, as on the member's own line (ZIncomeDetail's `batch`). */
  batch: z.string(),
  row: z.number().int(),
  matchedBy: z.enum(MATCHED_BY),
  /** A correcting line's reason (refund, penalty…); null for a settled line. */
  adjustmentReason: z.string().nullable(),
});

export const ZTeamRebateLine = z.object({
  id: z.number().int(),
  amount: ZFen,
  bps: z.number().int(),
  at: ZDateTime,
  source: ZTeamRebateSource,
});
export type TeamRebateLine = z.infer<typeof ZTeamRebateLine>;

export const ZTeamMemberDetail = ZTeamMember.extend({
  /** When each step was reached; null while not yet. */
  steps: z.object({
    registered: ZDateTime,
    bound: ZDateTime.nullable(),
    backfilled: ZDateTime.nullable(),
    earning: ZDateTime.nullable(),
  }),
  /** All my rebates from this member. */
  rebateTotal: ZFen,
  rebateCount: z.number().int(),
  /** The newest of them (at most TEAM_REBATE_LINES), line by line. */
  rebates: z.array(ZTeamRebateLine),
});
export type TeamMemberDetail = z.infer<typeof ZTeamMemberDetail>;
export const ZTeamMemberDetailResponse = ZEnvelope(ZTeamMemberDetail);

/** How many of a member's rebate lines the detail lists. */
export const TEAM_REBATE_LINES = 50;
