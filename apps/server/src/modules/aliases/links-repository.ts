import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { ALIAS_LINK_STATE, type AliasLinkState, type WorkType } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { platformAccounts, works, worksAliases, worksAliasLinks } from '../../db/schema';
import { firstRow } from '../../lib/rows';

const linkView = {
  link: worksAliasLinks,
  alias: worksAliases.alias,
  workId: works.id,
  workTitle: works.title,
  workCover: works.cover,
  workType: works.type,
  accountNickname: platformAccounts.nickname,
  accountUid: platformAccounts.uid,
};
export type LinkView = {
  link: typeof worksAliasLinks.$inferSelect;
  alias: string;
  workId: number;
  workTitle: string;
  workCover: string;
  workType: WorkType;
  accountNickname: string;
  accountUid: string;
};

const viewFrom = (db: DbOrTx) =>
  db
    .select(linkView)
    .from(worksAliasLinks)
    .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
    .innerJoin(works, eq(works.id, worksAliases.workId))
    .innerJoin(platformAccounts, eq(platformAccounts.id, worksAliasLinks.platformAccountId));

export interface LinkFilter {
  aliasId?: number;
  state?: AliasLinkState;
  workType?: WorkType;
}

export const linksRepository = {
  /** The caller's back-fills, newest first; those of a deleted alias went with it. */
  list(db: DbOrTx, scope: OwnerScope, f: LinkFilter, limit: number, offset: number): Promise<LinkView[]> {
    const filters: SQL[] = [eq(worksAliasLinks.userId, scope.ownerId), isNull(worksAliases.deletedAt)];
    if (f.aliasId) filters.push(eq(worksAliasLinks.aliasId, f.aliasId));
    if (f.state) filters.push(eq(worksAliasLinks.state, f.state));
    if (f.workType) filters.push(eq(works.type, f.workType));
    return viewFrom(db)
      .where(and(...filters))
      .orderBy(desc(worksAliasLinks.createdAt), desc(worksAliasLinks.id))
      .limit(limit)
      .offset(offset);
  },

  async view(db: DbOrTx, id: number): Promise<LinkView | null> {
    const [row] = await viewFrom(db).where(eq(worksAliasLinks.id, id));
    return row ?? null;
  },

  async insert(db: DbOrTx, values: typeof worksAliasLinks.$inferInsert) {
    return firstRow(await db.insert(worksAliasLinks).values(values).returning(), 'insert into works_alias_links');
  },

  /** Decides a back-fill still awaiting review; answers false when there is none. */
  async decide(db: DbOrTx, id: number, set: { state: AliasLinkState; reason: string | null; reviewedAt: Date }) {
    const rows = await db
      .update(worksAliasLinks)
      .set(set)
      .where(and(eq(worksAliasLinks.id, id), eq(worksAliasLinks.state, ALIAS_LINK_STATE.pending.value)))
      .returning({ id: worksAliasLinks.id });
    return rows.length > 0;
  },

  /** A rejected back-fill becomes effective again (a re-check approved); answers false when it was not rejected. */
  async reinstate(db: DbOrTx, id: number, reviewedAt: Date) {
    const rows = await db
      .update(worksAliasLinks)
      .set({ state: ALIAS_LINK_STATE.effective.value, reason: null, reviewedAt })
      .where(and(eq(worksAliasLinks.id, id), eq(worksAliasLinks.state, ALIAS_LINK_STATE.rejected.value)))
      .returning({ id: worksAliasLinks.id });
    return rows.length > 0;
  },
};
