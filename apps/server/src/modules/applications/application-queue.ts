import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { queueFilters, type QueueQuery, queueOrder } from '../../lib/review-queue';

// What re-checks and whitelist applications share as lists: a promoter's own, and the console's queue.

/** An application list's filters; `S` is its table's states. */
export interface ApplicationFilter<S extends number> extends QueueQuery {
  state?: S | undefined;
  platform?: MediaPlatform | undefined;
  sort?: 'oldest' | 'newest';
}

/** The columns of an application table the lists read; `platform` may be a joined table's. */
export interface ApplicationColumns {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  state: AnyPgColumn;
  platform: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * The condition and order of a page of applications: a promoter's own newest first, or (scope `all`)
 * the console's queue in the order asked, priority rows first in the waiting tab (`pending`).
 */
export function applicationPage<S extends number>(
  c: ApplicationColumns,
  pending: S,
  scope: OwnerScope | 'all',
  f: ApplicationFilter<S>,
) {
  const where: SQL[] = scope === 'all' ? queueFilters(f, c.userId, c.createdAt) : [eq(c.userId, scope.ownerId)];
  if (f.state) where.push(eq(c.state, f.state));
  if (f.platform) where.push(eq(c.platform, f.platform));
  const order = queueOrder(f.sort ?? 'newest', scope === 'all' && f.state === pending, c.createdAt, c.id);
  return { where: and(...where), order };
}

/** How many applications wait for the operator (the table's partial index on open ones holds exactly these). */
export async function waitingIn(db: DbOrTx, table: PgTable, state: AnyPgColumn, pending: number) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(state, pending));
  return row?.n ?? 0;
}
