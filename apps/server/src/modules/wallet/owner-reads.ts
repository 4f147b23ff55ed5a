import type { PageQuery } from '@tuike/contract/envelope';
import type { DbOrTx } from '../../db/client';
import { type Actor, scopeOf } from '../../lib/authorize';
import { paged } from '../../lib/paging';
import { isoOperator } from '../../lib/time';
import { presentWithdrawal } from './presenter';
import { walletRepository as repo } from './repository';

/**
 * One promoter's withdrawals and real-name status as `actor` may see them: an operator whose role reads
 * promoters names the promoter (the console's detail page); a promoter reads their own.
 */
export const walletOwnerReads = {
  /** Every withdrawal, newest first. */
  withdrawalPage(db: DbOrTx, actor: Actor, q: PageQuery, ownerId?: number) {
    const scope = scopeOf(actor, 'read', 'money', ownerId);
    return paged(q, (limit, offset) => repo.page(db, scope, undefined, limit, offset), presentWithdrawal);
  },

  /**
   * Whether the promoter has a verified real name, shown masked: the name by its first character, the ID
   * number as stored (masked at verification). Neither is shown whole outside the payout itself.
   */
  async realNameStatus(db: DbOrTx, actor: Actor, ownerId?: number) {
    const scope = scopeOf(actor, 'read', 'money', ownerId);
    const row = await repo.realName(db, scope.ownerId);
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
