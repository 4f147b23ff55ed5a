import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { isoOperator } from '../../lib/time';
import { presentWithdrawal } from './presenter';
import { walletRepository as repo } from './repository';

/**
 * A promoter's withdrawals and real-name status as `actor` may see them: the promoter themself, or an
 * operator whose role reads promoters (the console's detail page). Authorised before anything is read.
 */
export const walletOwnerReads = {
  /** Every withdrawal of `ownerId`, newest first. */
  withdrawalPage(db: DbOrTx, actor: Actor, ownerId: number, q: PageQuery) {
    authorize(actor, 'read', { kind: 'money', ownerId });
    return paged(q, (limit, offset) => repo.page(db, ownerId, undefined, limit, offset), presentWithdrawal);
  },

  /**
   * Whether `ownerId` has a verified real name, shown masked: the name by its first character, the ID
   * number as stored (masked at verification). Neither is ever shown whole outside the payout itself.
   */
  async realNameStatus(db: DbOrTx, actor: Actor, ownerId: number) {
    authorize(actor, 'read', { kind: 'money', ownerId });
    const row = await repo.realName(db, ownerId);
    if (!row) return { verified: false, nameMasked: null, idNumberMasked: null, verifiedAt: null };
    const [first = '', ...rest] = [...row.name];
    return {
      verified: true,
      nameMasked: first + '*'.repeat(rest.length),
      idNumberMasked: row.idNumberMasked,
      verifiedAt: isoOperator(row.createdAt),
    };
  },
};
