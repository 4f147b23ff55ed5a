import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { WHITELIST_STATE, type WhitelistState } from '@tuike/contract/application-states';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { platformAccounts, users, vipLevels, whitelistApplications } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { priorityOf, queueFilters, type QueueQuery, queueOrder, vipLevelOfPromoter } from '../../lib/review-queue';
import { firstRow } from '../../lib/rows';

const view = {
  application: whitelistApplications,
  uid: platformAccounts.uid,
  nickname: platformAccounts.nickname,
  accountUnboundAt: platformAccounts.unboundAt,
  promoter: {
    id: users.id,
    promoterNo: users.promoterNo,
    nickname: users.nickname,
    phone: users.phone,
    deletedAt: users.deletedAt,
  },
  priority: priorityOf(sql`${whitelistApplications.state} = ${WHITELIST_STATE.pending.value}`),
};

const viewFrom = (db: DbOrTx) =>
  db
    .select(view)
    .from(whitelistApplications)
    .innerJoin(platformAccounts, eq(platformAccounts.id, whitelistApplications.platformAccountId))
    .innerJoin(users, eq(users.id, whitelistApplications.userId))
    .leftJoin(vipLevels, vipLevelOfPromoter);

export type WhitelistView = Awaited<ReturnType<ReturnType<typeof viewFrom>['execute']>>[number];

export interface WhitelistFilter extends QueueQuery {
  state?: WhitelistState | undefined;
  platform?: MediaPlatform | undefined;
  sort?: 'oldest' | 'newest';
}

const LIVE = [WHITELIST_STATE.pending.value, WHITELIST_STATE.approved.value];

export const whitelistRepository = {
  /** A promoter's applications newest first, or (scope `all`) the console's queue in the order asked. */
  page(db: DbOrTx, scope: OwnerScope | 'all', f: WhitelistFilter, limit: number, offset: number): Promise<WhitelistView[]> {
    const where: SQL[] = scope === 'all' ? queueFilters(f, whitelistApplications.userId, whitelistApplications.createdAt) : [];
    if (scope !== 'all') where.push(eq(whitelistApplications.userId, scope.ownerId));
    if (f.state) where.push(eq(whitelistApplications.state, f.state));
    if (f.platform) where.push(eq(whitelistApplications.platform, f.platform));
    // The promoter's own list is newest first; the console's opens oldest first.
    const order = queueOrder(
      f.sort ?? 'newest',
      scope === 'all' && f.state === WHITELIST_STATE.pending.value,
      whitelistApplications.createdAt,
      whitelistApplications.id,
    );
    return viewFrom(db)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  },

  async view(db: DbOrTx, id: number): Promise<WhitelistView | null> {
    const [row] = await viewFrom(db).where(eq(whitelistApplications.id, id));
    return row ?? null;
  },

  /** Applications waiting for the operator. */
  async waiting(db: DbOrTx) {
    const [row] = await db
      .select({ n: count() })
      .from(whitelistApplications)
      .where(eq(whitelistApplications.state, WHITELIST_STATE.pending.value));
    return row?.n ?? 0;
  },

  /** The account's pending or approved application, if any. */
  async liveOf(db: DbOrTx, accountId: number) {
    const [row] = await db
      .select({ id: whitelistApplications.id, state: whitelistApplications.state })
      .from(whitelistApplications)
      .where(and(eq(whitelistApplications.platformAccountId, accountId), inArray(whitelistApplications.state, LIVE)));
    return row ?? null;
  },

  async insert(db: DbOrTx, values: typeof whitelistApplications.$inferInsert) {
    return firstRow(await db.insert(whitelistApplications).values(values).returning(), 'insert into whitelist_applications');
  },

  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(whitelistApplications).where(eq(whitelistApplications.id, id)).for('update');
    return row ?? null;
  },

  async decide(
    tx: DbOrTx,
    id: number,
    set: Pick<typeof whitelistApplications.$inferInsert, 'state' | 'reasonCode' | 'reason' | 'reviewedAt' | 'reviewedBy'>,
  ) {
    await tx.update(whitelistApplications).set(set).where(eq(whitelistApplications.id, id));
  },
};
