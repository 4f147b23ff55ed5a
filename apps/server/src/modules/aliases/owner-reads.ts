import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { linksRepository } from './links-repository';
import { presentAlias, presentLink } from './presenter';
import { aliasesRepository } from './repository';

/**
 * A promoter's aliases and back-fills as `actor` may see them: the promoter themself, or an operator
 * whose role reads promoters (the console's detail tabs). Authorised before anything is read.
 */
export const aliasOwnerReads = {
  /** The aliases of `ownerId` that are not deleted, newest first. */
  aliasPage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
    authorize(actor, 'read', { kind: 'alias', ownerId });
    return paged(q, (limit, offset) => aliasesRepository.byOwner(db, ownerId, limit, offset), presentAlias);
  },

  /** The back-fills of `ownerId` (of aliases not deleted), newest first. */
  linkPage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
    authorize(actor, 'read', { kind: 'alias', ownerId });
    return paged(q, (limit, offset) => linksRepository.list(db, ownerId, {}, limit, offset), presentLink);
  },
};
