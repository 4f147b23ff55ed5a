import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { ALIAS_LINK_STATE, type AliasLinkState, type WorkType } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { platformAccounts, works, worksAliases, worksAliasLinks } from '../../db/schema';
import { prepareOnce } from '../../lib/prepared';
import { firstRow } from '../../lib/rows';
import { sessionColumns, sessionCte, type SessionRow, sessionUser } from '../session';

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

const p = sql.placeholder;

/** The filters of a filtered list, beside the owner and the alias not deleted. */
function filterOf(f: LinkFilter): SQL[] {
  const filters: SQL[] = [];
  if (f.aliasId) filters.push(eq(worksAliasLinks.aliasId, f.aliasId));
  if (f.state) filters.push(eq(worksAliasLinks.state, f.state));
  if (f.workType) filters.push(eq(works.type, f.workType));
  return filters;
}

/**
 * The token's live session and a page of its user's back-fills, newest first, in ONE statement (the
 * session check inside it, `routeOwnSession`): the page is left-joined to the session, so a live session
 * with an empty page is still one row (link null), and no row means the token is not live. With an alias
 * filter, `aliasOwned` says whether that alias is the session user's and not deleted (else the list
 * answers as for a missing alias).
 */
function listStatement(db: DbOrTx, f: LinkFilter) {
  const session = sessionCte(db);
  const page = db.$with('page').as(
    db
      .select({
        // The columns rather than the table: a CTE re-points plain columns at itself, not a table's.
        link: getTableColumns(worksAliasLinks),
        alias: worksAliases.alias,
        // Renamed: the link's own id is "id" in the same CTE.
        workId: sql<number>`${works.id}`.as('work_id'),
        workTitle: works.title,
        workCover: works.cover,
        workType: works.type,
        accountNickname: platformAccounts.nickname,
        accountUid: platformAccounts.uid,
      })
      .from(worksAliasLinks)
      .innerJoin(worksAliases, eq(worksAliases.id, worksAliasLinks.aliasId))
      .innerJoin(works, eq(works.id, worksAliases.workId))
      .innerJoin(platformAccounts, eq(platformAccounts.id, worksAliasLinks.platformAccountId))
      .where(and(eq(worksAliasLinks.userId, sessionUser(session)), isNull(worksAliases.deletedAt), ...filterOf(f)))
      .orderBy(desc(worksAliasLinks.createdAt), desc(worksAliasLinks.id))
      .limit(p('limit'))
      .offset(p('offset')),
  );
  const aliasOwned = f.aliasId
    ? sql<boolean>`exists (select 1 from ${worksAliases} where ${worksAliases.id} = ${f.aliasId}
        and ${worksAliases.userId} = ${sessionUser(session)} and ${worksAliases.deletedAt} is null)`
    : sql<boolean>`true`;
  return (
    db
      .with(session, page)
      .select({
        session: sessionColumns(session),
        aliasOwned,
        link: page.link,
        // A selection nests one level deep: the rest of the view in an object of its own, null with the link.
        view: {
          alias: page.alias,
          workId: page.workId,
          workTitle: page.workTitle,
          workCover: page.workCover,
          workType: page.workType,
          accountNickname: page.accountNickname,
          accountUid: page.accountUid,
        },
      })
      .from(session)
      .leftJoin(page, sql`true`)
      // The page's order again: a join keeps no order of its own.
      .orderBy(desc(page.link.createdAt), desc(page.link.id))
  );
}

// The unfiltered list is what 回填记录 opens with: planned once per connection.
const unfilteredListStatement = (db: DbOrTx) => listStatement(db, {}).prepare('alias_links_list_unfiltered');

export const linksRepository = {
  /**
   * The live session of `tokenHash` at `now` with a page of its user's back-fills, newest first (those of
   * a deleted alias went with it). No rows: the token is not live.
   */
  async listInSession(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    f: LinkFilter,
    limit: number,
    offset: number,
  ): Promise<{ session: SessionRow; aliasOwned: boolean; item: LinkView | null }[]> {
    const values = { tokenHash, now, limit, offset };
    const unfiltered = !f.aliasId && !f.state && !f.workType;
    const rows = await (unfiltered ? prepareOnce(db, unfilteredListStatement) : listStatement(db, f)).execute(values);
    return rows.map(({ session, aliasOwned, link, view }) => ({
      session,
      aliasOwned,
      item: link && view ? { link, ...view } : null,
    }));
  },

  /** An owner's back-fills, newest first; those of a deleted alias went with it. */
  list(db: DbOrTx, scope: OwnerScope, f: LinkFilter, limit: number, offset: number): Promise<LinkView[]> {
    return viewFrom(db)
      .where(and(eq(worksAliasLinks.userId, scope.ownerId), isNull(worksAliases.deletedAt), ...filterOf(f)))
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
