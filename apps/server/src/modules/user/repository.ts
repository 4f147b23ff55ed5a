import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletionRequests, balances, loginAttempts, users, userTokens } from '../../db/schema';
import { homeFigures } from '../account';
import { activeSession } from '../session';
import { firstRow } from '../../lib/rows';
import { prepareOnce } from '../../lib/prepared';

export type UserRow = typeof users.$inferSelect;

/** The YYYY-MM-DD days (operator time zone) the home figures are summed over. */
export interface HomeDays {
  today: string;
  yesterday: string;
  monthStart: string;
}

/** The user's latest application to delete the account, as the presenter needs it. */
export interface LatestDeletion {
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  decisionReason: string | null;
}

const deletionColumns = {
  status: accountDeletionRequests.status,
  createdAt: accountDeletionRequests.createdAt,
  resolvedAt: accountDeletionRequests.resolvedAt,
  decisionReason: accountDeletionRequests.decisionReason,
};

/** The latest deletion application as the home statement's JSON carries it (times as text). */
interface DeletionJson {
  status: string;
  createdAt: string;
  resolvedAt: string | null;
  decisionReason: string | null;
}

/** The home statement's JSON application as the presenter takes it. */
export const deletionOf = (d: DeletionJson | null): LatestDeletion | null =>
  d && {
    status: d.status,
    createdAt: new Date(d.createdAt),
    resolvedAt: d.resolvedAt ? new Date(d.resolvedAt) : null,
    decisionReason: d.decisionReason,
  };

const p = sql.placeholder;
/**
 * The outer row's id, qualified by hand: drizzle writes bare column names in a one-table select, and
 * a bare "id" inside a subquery would name the subquery's own table.
 */
const userId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
/**
 * The session check, the user, the latest deletion application and every home figure in ONE statement: home/data
 * is the app's most called personal read, and each round trip costs both processes a wake-up on
 * PostgreSQL (on PGlite it queues behind every other request's). No row: the token is not live (the
 * session module's `activeSession` rule, checked at this very statement). The figures are the account
 * module's one definition of them (`homeFigures`), read from maintained rows.
 */
const homeStatement = (db: DbOrTx) =>
  db
    .select({
      session: { id: userTokens.id, userId: userTokens.userId, lastUsedAt: userTokens.lastUsedAt },
      // What presentUser shows, no more: fewer bytes to parse on the hottest personal read, no password hash.
      user: {
        id: users.id,
        promoterNo: users.promoterNo,
        phone: users.phone,
        nickname: users.nickname,
        avatar: users.avatar,
        inviteCode: users.inviteCode,
        wxId: users.wxId,
        vipLevel: users.vipLevel,
        createdAt: users.createdAt,
      },
      // The latest application as one JSON value (a scalar subquery answers one column); read back by deletionOf.
      deletion: sql<DeletionJson | null>`(select json_build_object('status', d.status, 'createdAt', d.created_at,
          'resolvedAt', d.resolved_at, 'decisionReason', d.decision_reason)
        from ${accountDeletionRequests} d where d.user_id = ${userId} order by d.id desc limit 1)`,
      ...homeFigures(userId, {
        today: sql`${p('today')}`,
        yesterday: sql`${p('yesterday')}`,
        monthStart: sql`${p('monthStart')}`,
      }),
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(activeSession(p('tokenHash'), p('now')))
    .prepare('user_home_data');

export const userRepository = {
  async byId(db: DbOrTx, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** The home data of the live session of `tokenHash` at `now`, or null when it is not live. */
  async homeData(db: DbOrTx, tokenHash: string, now: Date, days: HomeDays) {
    const [row] = await prepareOnce(db, homeStatement).execute({ tokenHash, now, ...days });
    return row ?? null;
  },

  async byPhone(db: DbOrTx, phone: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    return row ?? null;
  },

  /** The promoter an invite code belongs to, with what registration checks of them. */
  async byInviteCode(db: DbOrTx, inviteCode: string) {
    const [row] = await db
      .select({ id: users.id, disabledAt: users.disabledAt, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.inviteCode, inviteCode));
    return row ?? null;
  },

  /** A new promoter together with the zero balance row every money feature expects. */
  async insertWithBalance(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const user = firstRow(await tx.insert(users).values(row).returning(), 'insert into users');
      await tx.insert(balances).values({ userId: user.id, balance: 0, updatedAt: row.createdAt });
      return user;
    });
  },

  async update(db: DbOrTx, id: number, set: Partial<Pick<UserRow, 'nickname' | 'wxId' | 'passwordHash'>>, now: Date) {
    await db
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, id));
  },

  /** The user's latest application to delete the account, whatever its status (at most one is pending). */
  async latestDeletion(db: DbOrTx, userId: number): Promise<LatestDeletion | null> {
    const [row] = await db
      .select(deletionColumns)
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, userId))
      .orderBy(desc(accountDeletionRequests.id))
      .limit(1);
    return row ?? null;
  },

  async insertDeletion(db: DbOrTx, row: typeof accountDeletionRequests.$inferInsert) {
    await db.insert(accountDeletionRequests).values(row);
  },

  /** Withdraws a pending deletion application filed after `since`; true when there was one. */
  async withdrawDeletion(db: DbOrTx, userId: number, since: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(accountDeletionRequests)
      .set({ status: 'withdrawn', resolvedAt: now })
      .where(
        and(
          eq(accountDeletionRequests.userId, userId),
          eq(accountDeletionRequests.status, 'pending'),
          gt(accountDeletionRequests.createdAt, since),
        ),
      )
      .returning({ id: accountDeletionRequests.id });
    return rows.length > 0;
  },

  /**
   * Serialises password checks for one account text until the transaction ends, on every server
   * node, so parallel guesses are counted one after another instead of all reading the same state.
   */
  async lockAccount(tx: DbOrTx, account: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${account}`}))`);
  },

  async recordLoginAttempt(db: DbOrTx, row: { account: string; ip: string; success: boolean; createdAt: Date }) {
    await db.insert(loginAttempts).values({ ...row, success: row.success ? 1 : 0 });
  },

  /** Failed attempts for an account after its last success and after `since`, with the newest one's time. */
  async accountFailures(db: DbOrTx, account: string, since: Date) {
    const lastSuccess = db
      .select({ id: max(loginAttempts.id) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.account, account), eq(loginAttempts.success, 1)));
    const rows = await db
      .select({ n: count(), last: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.account, account),
          eq(loginAttempts.success, 0),
          gt(loginAttempts.createdAt, since),
          // Ids, not times, order the attempts: two in the same millisecond still count correctly.
          gt(loginAttempts.id, sql`coalesce((${lastSuccess}), 0)`),
        ),
      );
    const { n, last } = firstRow(rows, 'count of failed login_attempts');
    return { count: n, lastAt: last };
  },

  async ipFailures(db: DbOrTx, ip: string, since: Date): Promise<number> {
    const rows = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, 0), gt(loginAttempts.createdAt, since)));
    return firstRow(rows, 'count of failed login_attempts by ip').n;
  },
};
