import { and, eq, inArray, sql } from 'drizzle-orm';
import { WHITELIST_STATE, type WhitelistState } from '@tuike/contract/application-states';
import type { DbOrTx } from '../../db/client';
import { platformAccounts, users, vipLevels, whitelistApplications } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { priorityOf, promoterColumns, vipLevelOfPromoter } from '../../lib/review-queue';
import { firstRow } from '../../lib/rows';
import { type ApplicationFilter, applicationPage, waitingIn } from './application-queue';

const pending = WHITELIST_STATE.pending.value;

const view = {
  application: whitelistApplications,
  uid: platformAccounts.uid,
  nickname: platformAccounts.nickname,
  accountUnboundAt: platformAccounts.unboundAt,
  promoter: promoterColumns,
  priority: priorityOf(sql`${whitelistApplications.state} = ${pending}`),
};

const viewFrom = (db: DbOrTx) =>
  db
    .select(view)
    .from(whitelistApplications)
    .innerJoin(platformAccounts, eq(platformAccounts.id, whitelistApplications.platformAccountId))
    .innerJoin(users, eq(users.id, whitelistApplications.userId))
    .leftJoin(vipLevels, vipLevelOfPromoter);

export type WhitelistView = Awaited<ReturnType<ReturnType<typeof viewFrom>['execute']>>[number];

export type WhitelistFilter = ApplicationFilter<WhitelistState>;

const LIVE = [pending, WHITELIST_STATE.approved.value];

export const whitelistRepository = {
  /** A promoter's applications newest first, or (scope `all`) the console's queue in the order asked. */
  page(db: DbOrTx, scope: OwnerScope | 'all', f: WhitelistFilter, limit: number, offset: number): Promise<WhitelistView[]> {
    const { where, order } = applicationPage(whitelistApplications, pending, scope, f);
    return viewFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  },

  async view(db: DbOrTx, id: number): Promise<WhitelistView | null> {
    const [row] = await viewFrom(db).where(eq(whitelistApplications.id, id));
    return row ?? null;
  },

  /** Applications waiting for the operator. */
  waiting: (db: DbOrTx) => waitingIn(db, whitelistApplications, whitelistApplications.state, pending),

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
