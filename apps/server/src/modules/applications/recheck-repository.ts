import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECHECK_STATE, type RecheckState } from '@tuike/contract/application-states';
import type { DbOrTx } from '../../db/client';
import { platformAccounts, users, videoRechecks, vipLevels, works, worksAliases, worksAliasLinks } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { priorityOf, promoterColumns, vipLevelOfPromoter } from '../../lib/review-queue';
import { firstRow } from '../../lib/rows';
import { type ApplicationFilter, applicationPage, waitingIn } from './application-queue';

const pending = RECHECK_STATE.pending.value;

const view = {
  recheck: videoRechecks,
  linkUrl: worksAliasLinks.url,
  linkState: worksAliasLinks.state,
  linkReason: worksAliasLinks.reason,
  platform: worksAliasLinks.platform,
  alias: worksAliases.alias,
  workTitle: works.title,
  accountUid: platformAccounts.uid,
  accountNickname: platformAccounts.nickname,
  promoter: promoterColumns,
  priority: priorityOf(sql`${videoRechecks.state} = ${pending}`),
};

const viewFrom = (db: DbOrTx) =>
  db
    .select(view)
    .from(videoRechecks)
    .innerJoin(worksAliasLinks, eq(worksAliasLinks.id, videoRechecks.linkId))
    .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
    .innerJoin(works, eq(works.id, worksAliases.workId))
    .innerJoin(platformAccounts, eq(platformAccounts.id, worksAliasLinks.platformAccountId))
    .innerJoin(users, eq(users.id, videoRechecks.userId))
    .leftJoin(vipLevels, vipLevelOfPromoter);

export type RecheckView = Awaited<ReturnType<ReturnType<typeof viewFrom>['execute']>>[number];

export type RecheckFilter = ApplicationFilter<RecheckState>;

/** The list's columns; the platform is the back-fill's. */
const columns = {
  id: videoRechecks.id,
  userId: videoRechecks.userId,
  state: videoRechecks.state,
  platform: worksAliasLinks.platform,
  createdAt: videoRechecks.createdAt,
};

export const recheckRepository = {
  /** A promoter's re-checks newest first, or (scope `all`) the console's queue in the order asked. */
  page(db: DbOrTx, scope: OwnerScope | 'all', f: RecheckFilter, limit: number, offset: number): Promise<RecheckView[]> {
    const { where, order } = applicationPage(columns, pending, scope, f);
    return viewFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  },

  async view(db: DbOrTx, id: number): Promise<RecheckView | null> {
    const [row] = await viewFrom(db).where(eq(videoRechecks.id, id));
    return row ?? null;
  },

  /** A back-fill a re-check may name: its owner and state; null when missing or its alias was deleted. */
  async link(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: worksAliasLinks.id, userId: worksAliasLinks.userId, state: worksAliasLinks.state })
      .from(worksAliasLinks)
      .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
      .where(and(eq(worksAliasLinks.id, id), isNull(worksAliases.deletedAt)));
    return row ?? null;
  },

  /** Re-checks waiting for the operator (the partial index on open re-checks holds exactly these). */
  waiting: (db: DbOrTx) => waitingIn(db, videoRechecks, videoRechecks.state, pending),

  async openOf(db: DbOrTx, linkId: number) {
    const [row] = await db
      .select({ id: videoRechecks.id })
      .from(videoRechecks)
      .where(and(eq(videoRechecks.linkId, linkId), eq(videoRechecks.state, pending)));
    return row ?? null;
  },

  async insert(db: DbOrTx, values: typeof videoRechecks.$inferInsert) {
    return firstRow(await db.insert(videoRechecks).values(values).returning(), 'insert into video_rechecks');
  },

  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(videoRechecks).where(eq(videoRechecks.id, id)).for('update');
    return row ?? null;
  },

  async decide(
    tx: DbOrTx,
    id: number,
    set: Pick<typeof videoRechecks.$inferInsert, 'state' | 'answer' | 'reviewedAt' | 'reviewedBy'>,
  ) {
    await tx.update(videoRechecks).set(set).where(eq(videoRechecks.id, id));
  },
};
