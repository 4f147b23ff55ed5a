import type { Page, PageQuery } from '@tuike/contract/envelope';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userTokens } from '../../db/schema';
import type { RequestAuth } from '../../lib/auth';
import { paged } from '../../lib/paging';
import { activeSession } from './repository';
import { sessionService } from './service';

/** A live session as an own-session statement reads it: enough to slide its expiry and name its user. */
export type SessionRow = { id: number; userId: number; lastUsedAt: Date };

/**
 * The live session of the statement's `tokenHash` placeholder at its `now` (the `activeSession` rule), as a
 * CTE named `session`: a read that checks its own token (lib/route.ts, `routeOwnSession`) joins its data to
 * it, so the check and the data are one round trip. No row: the token is not live.
 */
export const sessionCte = (db: DbOrTx) =>
  db.$with('session').as(
    db
      .select({ id: userTokens.id, userId: userTokens.userId, lastUsedAt: userTokens.lastUsedAt })
      .from(userTokens)
      .where(activeSession(sql.placeholder('tokenHash'), sql.placeholder('now'))),
  );
export type SessionCte = ReturnType<typeof sessionCte>;

/** The session's columns, for the outer select of an own-session statement. */
export const sessionColumns = (session: SessionCte) => ({
  id: session.id,
  userId: session.userId,
  lastUsedAt: session.lastUsedAt,
});

/** The session's user as a scalar subquery: the owner condition of the data the statement reads. */
export const sessionUser = (session: SessionCte) => sql<number>`(select ${session.userId} from ${session})`;

/**
 * What an own-session read answers once its statement found a live session: the session slid (at most
 * once a minute, as every other request's) and named as the route makes it the actor (`acceptSession`).
 */
export async function acceptedSession(db: DbOrTx, session: SessionRow, now: Date): Promise<RequestAuth> {
  await sessionService.touchIfStale(db, session, now);
  return { sessionId: session.id, userId: session.userId };
}

/**
 * A list read by an own-session statement: every row carries the session (and whatever the statement
 * reads once per session), and a live session with an empty list is one row whose item is null. Null
 * when no row came back (the token is not live; the route answers 401). `head` is the first row, for
 * what the statement read once per session.
 */
export async function ownSessionList<Row extends { session: SessionRow; item: unknown }>(
  db: DbOrTx,
  now: Date,
  rows: Row[],
): Promise<{ session: RequestAuth; head: Row; items: NonNullable<Row['item']>[] } | null> {
  const head = rows[0];
  if (!head) return null;
  const items = rows.flatMap((r) => (r.item === null ? [] : [r.item as NonNullable<Row['item']>]));
  return { session: await acceptedSession(db, head.session, now), head, items };
}

/**
 * A page read by an own-session statement: every row carries the session, and a live session with an
 * empty page is one row whose item is null. Null when no row came back (the token is not live; the route
 * answers 401). `present` is given the session's user, for the owner check of each item.
 */
export async function ownSessionPage<Item, Out>(
  db: DbOrTx,
  now: Date,
  q: PageQuery,
  fetch: (limit: number, offset: number) => Promise<{ session: SessionRow; item: Item | null }[]>,
  present: (item: Item, userId: number) => Out,
): Promise<{ session: RequestAuth; data: Page<Out> } | null> {
  let session: SessionRow | undefined;
  const page = await paged(
    q,
    async (limit, offset) => {
      const rows = await fetch(limit, offset);
      session = rows[0]?.session;
      return rows.flatMap((r) => (r.item === null ? [] : [r.item]));
    },
    (item) => present(item, session?.userId ?? 0),
  );
  if (!session) return null;
  return { session: await acceptedSession(db, session, now), data: page };
}
