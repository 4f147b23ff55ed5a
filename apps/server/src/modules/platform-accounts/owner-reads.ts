import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, scopeOf } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { presentMediaAccount } from './presenter';
import { platformAccountsRepository } from './repository';

/**
 * A page of one promoter's bound media accounts, newest first, as `actor` may see them: an operator
 * whose role reads promoters names the promoter (the console's detail tab); a promoter reads their own.
 */
export function mediaAccountPage(db: DbOrTx, actor: Actor, q: PageQuery, ownerId?: number) {
  const scope = scopeOf(actor, 'read', 'mediaAccount', ownerId);
  return paged(q, (limit, offset) => platformAccountsRepository.pageBound(db, scope, limit, offset), presentMediaAccount);
}
