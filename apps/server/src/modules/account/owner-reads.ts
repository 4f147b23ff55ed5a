import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { incomeRepository as income } from './income-repository';
import { presentIncomeLine, presentRecord } from './presenter';
import { accountRepository } from './repository';

/**
 * A promoter's income lines and ledger as `actor` may see them: the promoter themself, or an operator
 * whose role reads promoters (the console's detail tabs). Authorised before anything is read.
 */
export const accountOwnerReads = {
  /** Every income line of `ownerId`, newest income day first. */
  incomePage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
    authorize(actor, 'read', { kind: 'money', ownerId });
    return paged(
      q,
      (limit, offset) => income.page(db, { userId: ownerId, range: null }, limit, offset),
      (row) => presentIncomeLine(row),
    );
  },

  /** The ledger of `ownerId`, newest posting first. */
  recordPage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
    authorize(actor, 'read', { kind: 'money', ownerId });
    return paged(q, (limit, offset) => accountRepository.records(db, ownerId, limit, offset), presentRecord);
  },
};
