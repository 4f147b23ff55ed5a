import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMentorAssignBody, ZMentorInput, ZMentorRuleSave, ZVipLevelsSave } from '@tuike/contract/admin-growth';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { isoOperator } from '../../lib/time';
import { readSetting, writeSetting } from '../app-config';
import { type AuditEntry, recordAudit } from '../audit';
import { presentLevel, presentMentor, presentRule } from './presenter';
import { vipRepository as repo } from './repository';

export const VIP_JOB = 'vip-levels';
const MENTOR_MISSING = '导师不存在或已删除';
const PROMOTER_MISSING = '推客不存在';

/** One operator write and its audit row in one transaction. */
async function write<T>(
  { db, clock }: Deps,
  actor: OperatorActor,
  change: (tx: Tx, now: Date) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx, now);
    await recordAudit(tx, actor, audit, now);
    return result;
  });
}

async function levelsForConsole(db: Deps['db'] | Tx) {
  const [rows, holders, vip, promotion, recomputedAt] = await Promise.all([
    repo.levels(db),
    repo.holders(db),
    readSetting(db, 'vip'),
    readSetting(db, 'promotion'),
    repo.lastRecompute(db, VIP_JOB),
  ]);
  const updatedAt = rows.reduce<Date | null>((a, r) => (a && a > r.updatedAt ? a : r.updatedAt), null);
  return {
    incomePeriodDays: vip.incomePeriodDays,
    defaultRebateBps: promotion.rebateBps,
    levels: rows.map((r) => ({ ...presentLevel(r), promoters: holders.get(r.level) ?? 0 })),
    // The migration's level 0 carries the migration's time; a save stamps every row.
    updatedAt: updatedAt && rows.length > 1 ? isoOperator(updatedAt) : null,
    recomputedAt: recomputedAt ? isoOperator(recomputedAt) : null,
  };
}

export const vipAdminService = {
  levels({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'write', { kind: 'vipLevels' });
    return levelsForConsole(db);
  },

  saveLevels(deps: Deps, actor: OperatorActor, input: z.output<typeof ZVipLevelsSave>) {
    authorize(actor, 'write', { kind: 'vipLevels' });
    return write(deps, actor, async (tx, now) => {
      // One save at a time: two admins saving at once would otherwise interleave delete and insert.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vip_levels'))`);
      const before = {
        incomePeriodDays: (await readSetting(tx, 'vip')).incomePeriodDays,
        levels: (await repo.levels(tx)).map(presentLevel),
      };
      await repo.replaceLevels(tx, input.levels, now);
      await writeSetting(tx, 'vip', { incomePeriodDays: input.incomePeriodDays }, now);
      return {
        result: await levelsForConsole(tx),
        audit: { action: 'vip.levels', targetType: 'vip_levels', targetId: null, before, after: input },
      };
    });
  },

  async mentors({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return (await repo.mentors(db)).map(presentMentor);
  },

  saveMentor(deps: Deps, actor: OperatorActor, input: z.output<typeof ZMentorInput>) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return write(deps, actor, async (tx, now) => {
      const { id, ...values } = input;
      if (id === undefined) {
        const row = await repo.insertMentor(tx, values, now);
        return {
          result: presentMentor({ ...row, promoters: 0, leaders: 0 }),
          audit: { action: 'mentor.create', targetType: 'mentors', targetId: row.id, after: row },
        };
      }
      const before = await repo.mentor(tx, id, true);
      if (!before) throw notFound(MENTOR_MISSING);
      await repo.updateMentor(tx, id, values, now);
      const after = (await repo.mentors(tx)).find((m) => m.id === id);
      if (!after) throw notFound(MENTOR_MISSING);
      return {
        result: presentMentor(after),
        audit: { action: 'mentor.update', targetType: 'mentors', targetId: id, before, after: { ...before, ...values } },
      };
    });
  },

  deleteMentor(deps: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return write(deps, actor, async (tx) => {
      const before = await repo.mentor(tx, id, true);
      if (!before) throw notFound(MENTOR_MISSING);
      await repo.deleteMentor(tx, id);
      return { result: null, audit: { action: 'mentor.delete', targetType: 'mentors', targetId: id, before } };
    });
  },

  assign(deps: Deps, actor: OperatorActor, { mentorId, userIds }: z.output<typeof ZMentorAssignBody>) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return write(deps, actor, async (tx) => {
      if (mentorId !== null && !(await repo.mentor(tx, mentorId, true))) throw notFound(MENTOR_MISSING);
      const found = await repo.existingPromoters(tx, userIds);
      if (found.length !== userIds.length) throw notFound(PROMOTER_MISSING);
      const assigned = await repo.assign(tx, mentorId, userIds);
      return {
        result: { assigned },
        audit: { action: 'mentor.assign', targetType: 'mentors', targetId: mentorId, after: { mentorId, userIds } },
      };
    });
  },

  async rules({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return (await repo.rules(db)).map(presentRule);
  },

  saveRule(deps: Deps, actor: OperatorActor, { leaderId, mentorId }: z.output<typeof ZMentorRuleSave>) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return write(deps, actor, async (tx, now) => {
      if (!(await repo.mentor(tx, mentorId, true))) throw notFound(MENTOR_MISSING);
      if (!(await repo.leaderExists(tx, leaderId))) throw notFound(PROMOTER_MISSING);
      const before = await repo.rule(tx, leaderId);
      const applied = await repo.saveRule(tx, leaderId, mentorId, now);
      const rule = (await repo.rules(tx)).find((r) => Number(r.leader_id) === leaderId);
      if (!rule) throw new Error('saved mentor rule not found');
      return {
        result: { rule: presentRule(rule), applied },
        audit: {
          action: 'mentorRule.save',
          targetType: 'mentor_rules',
          targetId: leaderId,
          before: before ?? undefined,
          after: { leaderId, mentorId, applied },
        },
      };
    });
  },

  deleteRule(deps: Deps, actor: OperatorActor, leaderId: number) {
    authorize(actor, 'manage', { kind: 'mentor' });
    return write(deps, actor, async (tx) => {
      const before = await repo.rule(tx, leaderId);
      if (!before) throw notFound('该团队长没有导师规则');
      await repo.deleteRule(tx, leaderId);
      return { result: null, audit: { action: 'mentorRule.delete', targetType: 'mentor_rules', targetId: leaderId, before } };
    });
  },
};
