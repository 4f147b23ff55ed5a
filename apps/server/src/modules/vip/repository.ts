import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { VipLevelsSave } from '@tuike/contract/admin-growth';
import type { DbOrTx } from '../../db/client';
import { jobRuns, mentorRules, mentors, users, vipLevels } from '../../db/schema';
import { jsonSet } from '../../lib/json-set';
import { prepareOnce } from '../../lib/prepared';
import { sessionColumns, sessionCte, type SessionRow } from '../session';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MentorRow = typeof mentors.$inferSelect;

/**
 * Each promoter's figures as the levels read them: settled income (settled lines and their corrections;
 * estimates never count) with an income date from `since` on, and direct invitees still registered.
 * `only` narrows it to one promoter; the job reads everyone at once.
 */
const figures = (since: string, only?: number) => sql`
  select u.id, coalesce(inc.income, 0) as income, coalesce(team.n, 0) as team
  from users u
  left join (
    select user_id, sum(amount) as income from income_lines
    where status <> 'estimated' and income_date >= ${since}::date ${only === undefined ? sql`` : sql`and user_id = ${only}`}
    group by user_id
  ) inc on inc.user_id = u.id
  left join (
    select inviter_id, count(*)::int as n from users
    where deleted_at is null and inviter_id ${only === undefined ? sql`is not null` : sql`= ${only}`}
    group by inviter_id
  ) team on team.inviter_id = u.id
  ${only === undefined ? sql`` : sql`where u.id = ${only}`}`;

/**
 * The token's live session and its user's mentor in ONE statement (the session check inside it,
 * `routeOwnSession`): the mentor is left-joined, so a live session without one is still a row (mentor
 * null), and no row means the token is not live.
 */
const mentorInSessionStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  return db
    .with(session)
    .select({
      session: sessionColumns(session),
      mentor: { id: mentors.id, name: mentors.name, wechatId: mentors.wechatId, qrCode: mentors.qrCode },
    })
    .from(session)
    .leftJoin(users, eq(users.id, session.userId))
    .leftJoin(mentors, eq(mentors.id, users.mentorId))
    .prepare('vip_mentor_in_session');
};

export const vipRepository = {
  /** The live session of `tokenHash` at `now` with its user's mentor; null: the token is not live. */
  async mentorInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRow; mentor: Pick<MentorRow, 'name' | 'wechatId' | 'qrCode'> | null } | null> {
    const [row] = await prepareOnce(db, mentorInSessionStatement).execute({ tokenHash, now });
    return row ?? null;
  },

  levels(db: DbOrTx): Promise<VipLevelRow[]> {
    return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
  },

  /** Promoters at each level now (the job's last result). */
  async holders(db: DbOrTx): Promise<Map<number, number>> {
    const rows = (
      await db.execute<{ level: number; n: number }>(
        sql`select vip_level as level, count(*)::int as n from users where deleted_at is null group by vip_level`,
      )
    ).rows;
    return new Map(rows.map((r) => [Number(r.level), Number(r.n)]));
  },

  async figuresOf(db: DbOrTx, userId: number, since: string) {
    const [row] = (await db.execute<{ income: string; team: number }>(figures(since, userId))).rows;
    return { settledIncome: Number(row?.income ?? 0), teamSize: Number(row?.team ?? 0) };
  },

  async levelOf(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId));
    return row?.level ?? 0;
  },

  /** The level a promoter holds, in one statement (a save moves holders of a removed level at once, so it is always found). */
  async levelRowOf(db: DbOrTx, userId: number): Promise<VipLevelRow | null> {
    const [row] = await db
      .select({ level: vipLevels })
      .from(users)
      .innerJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
      .where(eq(users.id, userId));
    return row?.level ?? null;
  },

  /**
   * Every promoter's level from their figures, in one statement: the highest level one of whose
   * thresholds they meet (level 0 otherwise). Only rows whose level changes are written.
   */
  async recompute(db: DbOrTx, since: string): Promise<number> {
    const [row] = (
      await db.execute<{ n: number }>(sql`
      with f as (${figures(since)}),
      earned as (
        select f.id, coalesce(max(v.level), 0) as level
        from f left join vip_levels v on v.level > 0 and (
          (v.min_settled_income is not null and f.income >= v.min_settled_income)
          or (v.min_team_size is not null and f.team >= v.min_team_size))
        group by f.id
      ),
      changed as (
        update users set vip_level = earned.level
        from earned where users.id = earned.id and users.vip_level <> earned.level
        returning users.id)
      select count(*)::int as n from changed`)
    ).rows;
    return Number(row?.n ?? 0);
  },

  /** Replaces the whole table (the save checked it); levels above the new top fall to it at the next recompute. */
  async replaceLevels(tx: DbOrTx, levels: VipLevelsSave['levels'], at: Date) {
    await tx.delete(vipLevels);
    await tx.insert(vipLevels).values(levels.map((l) => ({ ...l, updatedAt: at })));
    // Nobody may hold a level that no longer exists until the next recompute.
    await tx.execute(sql`update users set vip_level = ${levels.length - 1} where vip_level > ${levels.length - 1}`);
  },

  async lastRecompute(db: DbOrTx, job: string): Promise<Date | null> {
    const [row] = await db.select({ at: jobRuns.lastRunAt }).from(jobRuns).where(eq(jobRuns.name, job));
    return row?.at ?? null;
  },

  /** The inviters' own rates by their level, for those whose level sets one, in one statement. */
  async levelRebateBps(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows = (
      await db.execute<{ id: number; bps: number }>(sql`
        select u.id, v.rebate_bps as bps from users u join vip_levels v on v.level = u.vip_level
        where v.rebate_bps is not null
          and u.id in (select value::int from jsonb_array_elements_text(${jsonSet([...new Set(userIds)])}))`)
    ).rows;
    return new Map(rows.map((r) => [Number(r.id), Number(r.bps)]));
  },

  // —— mentors ——

  async mentors(db: DbOrTx) {
    return (
      await db.execute<MentorRow & { promoters: number; leaders: number }>(sql`
        select m.id, m.name, m.wechat_id as "wechatId", m.qr_code as "qrCode", m.created_at as "createdAt",
          m.updated_at as "updatedAt",
          (select count(*)::int from users u where u.mentor_id = m.id and u.deleted_at is null) as promoters,
          (select count(*)::int from mentor_rules r where r.mentor_id = m.id) as leaders
        from mentors m order by m.id`)
    ).rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) }));
  },

  async mentor(db: DbOrTx, id: number, lock = false): Promise<MentorRow | null> {
    const q = db.select().from(mentors).where(eq(mentors.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async insertMentor(tx: DbOrTx, values: Pick<MentorRow, 'name' | 'wechatId' | 'qrCode'>, at: Date): Promise<MentorRow> {
    const [row] = await tx
      .insert(mentors)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert into mentors returned no row');
    return row;
  },

  async updateMentor(
    tx: DbOrTx,
    id: number,
    values: Pick<MentorRow, 'name' | 'wechatId' | 'qrCode'>,
    at: Date,
  ): Promise<MentorRow> {
    const [row] = await tx
      .update(mentors)
      .set({ ...values, updatedAt: at })
      .where(eq(mentors.id, id))
      .returning();
    if (!row) throw new Error('update of mentors returned no row');
    return row;
  },

  async deleteMentor(tx: DbOrTx, id: number) {
    // users.mentor_id is set null and the rules go by their foreign keys.
    await tx.delete(mentors).where(eq(mentors.id, id));
  },

  /** The named promoters that exist (ids of no one are left out, so the caller can refuse them). */
  async existingPromoters(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${inArray(users.id, [...ids])} and ${users.deletedAt} is null`);
    return rows.map((r) => r.id);
  },

  async assign(tx: DbOrTx, mentorId: number | null, ids: readonly number[]): Promise<number> {
    const rows = await tx
      .update(users)
      .set({ mentorId })
      .where(inArray(users.id, [...ids]))
      .returning({ id: users.id });
    return rows.length;
  },

  async rules(db: DbOrTx) {
    return (
      await db.execute<{
        leader_id: number;
        promoter_no: string;
        nickname: string;
        mentor_id: number;
        mentor_name: string;
        invitees: number;
        updated_at: string | Date;
      }>(sql`
        select r.leader_id, u.promoter_no, u.nickname, r.mentor_id, m.name as mentor_name, r.updated_at,
          (select count(*)::int from users i where i.inviter_id = r.leader_id and i.deleted_at is null) as invitees
        from mentor_rules r join users u on u.id = r.leader_id join mentors m on m.id = r.mentor_id
        order by r.updated_at desc, r.leader_id`)
    ).rows;
  },

  async leaderExists(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${id} and ${users.deletedAt} is null`);
    return row !== undefined;
  },

  async rule(db: DbOrTx, leaderId: number) {
    const [row] = await db.select().from(mentorRules).where(eq(mentorRules.leaderId, leaderId));
    return row ?? null;
  },

  /** Saves the rule and gives the leader's present invitees its mentor; answers how many it gave it to. */
  async saveRule(tx: DbOrTx, leaderId: number, mentorId: number, at: Date): Promise<number> {
    await tx
      .insert(mentorRules)
      .values({ leaderId, mentorId, updatedAt: at })
      .onConflictDoUpdate({ target: mentorRules.leaderId, set: { mentorId, updatedAt: at } });
    const rows = await tx
      .update(users)
      .set({ mentorId })
      .where(sql`${users.inviterId} = ${leaderId} and ${users.deletedAt} is null`)
      .returning({ id: users.id });
    return rows.length;
  },

  async deleteRule(tx: DbOrTx, leaderId: number) {
    await tx.delete(mentorRules).where(eq(mentorRules.leaderId, leaderId));
  },
};
