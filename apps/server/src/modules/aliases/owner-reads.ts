import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, scopeOf } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { linksRepository } from './links-repository';
import { presentAlias, presentLink } from './presenter';
import { aliasesRepository } from './repository';

/**
 * One promoter's aliases and back-fills as `actor` may see them: an operator whose role reads promoters
 * names the promoter (the console's detail tabs); a promoter reads their own.
 */
export const aliasOwnerReads = {
  /** The aliases that are not deleted, newest first. */
  aliasPage(db: DbOrTx, actor: Actor, q: PageQuery, ownerId?: number) {
    const scope = scopeOf(actor, 'read', 'alias', ownerId);
    return paged(q, (limit, offset) => aliasesRepository.byOwner(db, scope, limit, offset), presentAlias);
  },

  /** The back-fills (of aliases not deleted), newest first. */
  linkPage(db: DbOrTx, actor: Actor, q: PageQuery, ownerId?: number) {
    const scope = scopeOf(actor, 'read', 'alias', ownerId);
    return paged(q, (limit, offset) => linksRepository.list(db, scope, {}, limit, offset), presentLink);
  },
};
