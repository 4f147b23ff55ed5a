import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { presentMediaAccount } from './presenter';
import { platformAccountsRepository } from './repository';

/**
 * A page of the media accounts `ownerId` has bound, newest first, as `actor` may see them: the
 * promoter themself, or an operator whose role reads promoters (the console's detail tab).
 */
export function mediaAccountPage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
  authorize(actor, 'read', { kind: 'mediaAccount', ownerId });
  return paged(q, (limit, offset) => platformAccountsRepository.pageBound(db, ownerId, limit, offset), presentMediaAccount);
}
