import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { platformAccounts, uidKey, users } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';
import { firstRow } from '../../lib/rows';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';

export type PlatformAccountRow = typeof platformAccounts.$inferSelect;

const bound = isNull(platformAccounts.unboundAt);

/**
 * The token's live session and its user's bound accounts, oldest first, in ONE statement (the session
 * check inside it, `routeOwnSession`): the accounts are left-joined to the session, so a live session
 * without accounts is still one row (account null), and no row means the token is not live.
 */
const boundInSessionStatement = (db: DbOrTx) => {
  const session = sessionCte(db);
  const accounts = db.$with('accounts').as(
    db
      // The columns rather than the table: a CTE re-points plain columns at itself, not a table's.
      .select({ account: getTableColumns(platformAccounts) })
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, sessionUser(session)), bound)),
  );
  return db
    .with(session, accounts)
    .select({ session: sessionColumns(session), account: accounts.account })
    .from(session)
    .leftJoin(accounts, sql`true`)
    .orderBy(asc(accounts.account.createdAt), asc(accounts.account.id))
    .prepare('platform_accounts_bound_in_session');
};

export const platformAccountsRepository = {
  /** The live session of `tokenHash` at `now` with its user's bound accounts, oldest first; no rows: the token is not live. */
  async listBoundInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRow; item: PlatformAccountRow | null }[]> {
    const rows = await prepareOnce(db, boundInSessionStatement).execute({ tokenHash, now });
    return rows.map((r) => ({ session: r.session, item: r.account }));
  },

  /** A page of an owner's bound accounts, newest first (the console's tab of a promoter). */
  pageBound: (db: DbOrTx, scope: OwnerScope, limit: number, offset: number) =>
    db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, scope.ownerId), bound))
      .orderBy(desc(platformAccounts.createdAt), desc(platformAccounts.id))
      .limit(limit)
      .offset(offset),

  /** A bound account by id, whoever holds it; unbound ones are gone for every caller. */
  async findBound(db: DbOrTx, id: number): Promise<PlatformAccountRow | null> {
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.id, id), bound));
    return row ?? null;
  },

  /**
   * Who holds a UID on a platform now, if anyone, comparing UIDs as the unique index does (`uidKey`:
   * Douyin and Kuaishou in any case).
   */
  async holderOf(db: DbOrTx, platform: MediaPlatform, uid: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: platformAccounts.userId })
      .from(platformAccounts)
      .where(
        and(
          eq(platformAccounts.platform, platform),
          // The typed UID goes through the very expression the stored ones do: inside the subquery its
          // bare column names read the one-row `typed`.
          sql`${uidKey} = (select ${uidKey} from (select ${platform}::integer as platform, ${uid}::text as uid) as typed)`,
          bound,
        ),
      );
    return row?.userId ?? null;
  },

  /** Locks the promoter's users row until the transaction ends: their binds are counted one at a time. */
  async lockUser(tx: DbOrTx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** How many accounts the promoter has bound on a platform. */
  async countBound(db: DbOrTx, userId: number, platform: MediaPlatform) {
    const [row] = await db
      .select({ n: count() })
      .from(platformAccounts)
      .where(and(eq(platformAccounts.userId, userId), eq(platformAccounts.platform, platform), bound));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof platformAccounts.$inferInsert) {
    return firstRow(await db.insert(platformAccounts).values(values).returning(), 'insert into platform_accounts');
  },

  /** Unbinds if still bound; answers whether it did (a parallel unbind may have come first). */
  async unbind(db: DbOrTx, id: number, now: Date) {
    const rows = await db
      .update(platformAccounts)
      .set({ unboundAt: now })
      .where(and(eq(platformAccounts.id, id), bound))
      .returning({ id: platformAccounts.id });
    return rows.length > 0;
  },
};
