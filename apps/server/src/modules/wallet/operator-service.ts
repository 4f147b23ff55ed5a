import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { conflict, notFound } from '../../lib/errors';
import { postToLedger } from '../ledger';
import type { PayoutProvider, PayoutState } from './payout';
import { presentWithdrawal } from './presenter';
import { walletRepository as repo, type WithdrawalRow, type WithdrawalStatusValue } from './repository';
import type { WalletStore } from './store';
import { WITHDRAW_MSG } from './withdraw-service';

type Status = WithdrawalStatusValue;

/** Each operator step: the statuses it may start from, and what it is called in a refusal. */
const STEPS = {
  approved: { from: ['submitted'], verb: '审核通过' },
  rejected: { from: ['submitted', 'approved'], verb: '驳回' },
  paying: { from: ['approved'], verb: '打款' },
  paid: { from: ['paying'], verb: '确认到账' },
  failed: { from: ['paying'], verb: '标记打款失败' },
} as const satisfies Partial<Record<Status, { from: readonly Status[]; verb: string }>>;

type Target = keyof typeof STEPS;

/**
 * Moves a withdrawal to `to` in one transaction holding its row (FOR UPDATE), appends the event and,
 * for a rejection or failed payout, returns the amount as its own ledger row. Asking again for the
 * status it already has changes nothing (a double click, a retried call): the refund is posted once.
 * Any other status the step cannot start from is refused with 409.
 */
async function move(
  { db, clock }: Pick<WalletStore, 'db' | 'clock'>,
  id: number,
  to: Target,
  note: string,
  set: { reason?: string; payoutNo?: string } = {},
): Promise<{ row: WithdrawalRow; changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await repo.withdrawal(tx, id, true);
    if (!row) throw notFound(WITHDRAW_MSG.notFound);
    if (row.status === to) return { row, changed: false };
    const step = STEPS[to];
    if (!(step.from as readonly Status[]).includes(row.status))
      throw conflict('WITHDRAWAL_STATUS_CONFLICT', `该提现当前为「${WITHDRAWAL_STATUS_LABELS[row.status]}」，不能${step.verb}`);
    const now = clock.now();
    const updated = await repo.updateWithdrawal(tx, id, { status: to, ...set, updatedAt: now });
    await repo.addEvent(tx, { withdrawalId: id, status: to, note, at: now });
    if (to === 'rejected' || to === 'failed') {
      await postToLedger(tx, {
        userId: row.userId,
        type: 'withdrawal_refund',
        amount: row.amount,
        ref: { type: 'withdrawal', id },
        note: to === 'rejected' ? '提现驳回，金额退回' : '打款失败，金额退回',
        at: now,
      });
    }
    return { row: updated, changed: true };
  });
}

/** The provider's number for a withdrawal's one payout: a repeated transfer under it pays nothing twice. */
const payoutNoOf = (id: number) => `TKW${String(id).padStart(10, '0')}`;

/** Records what the provider answered: paid, failed (the amount comes back), or still pending. */
function settle(store: Pick<WalletStore, 'db' | 'clock'>, row: WithdrawalRow, state: PayoutState) {
  if (state.status === 'paid') return withdrawalOperations.markPaid(store, row.id);
  if (state.status === 'failed') return withdrawalOperations.markFailed(store, row.id, state.reason);
  return presentWithdrawal(row);
}

/**
 * Sends the net amount to the account as it was when applied for (decrypted only here). An unknown
 * outcome (the provider threw) leaves the withdrawal paying, for `syncPayout` to query first.
 */
async function transfer(store: WalletStore, row: WithdrawalRow, provider: PayoutProvider) {
  const account = await repo.account(store.db, row.accountId);
  if (!account || !row.payoutNo) throw new Error(`withdrawal ${row.id} is paying without its account or payout number`);
  let state: PayoutState;
  try {
    state = await provider.transfer({
      payoutNo: row.payoutNo,
      amount: row.net,
      payee: {
        type: account.type,
        account: store.dataKey.decrypt(account.accountEnc),
        name: account.holder,
        bankName: account.bankName,
      },
    });
  } catch {
    return presentWithdrawal(row);
  }
  return settle(store, row, state);
}

/**
 * The operator's side of a withdrawal. The console (a later milestone) calls these after checking the
 * operator's role; no route reaches them now. Each answers the withdrawal as the promoter sees it.
 */
export const withdrawalOperations = {
  async approve(store: Pick<WalletStore, 'db' | 'clock'>, id: number) {
    return presentWithdrawal((await move(store, id, 'approved', '审核通过，等待打款')).row);
  },

  async reject(store: Pick<WalletStore, 'db' | 'clock'>, id: number, reason: string) {
    return presentWithdrawal((await move(store, id, 'rejected', `已驳回：${reason}。金额已退回余额`, { reason })).row);
  },

  async markPaid(store: Pick<WalletStore, 'db' | 'clock'>, id: number) {
    return presentWithdrawal((await move(store, id, 'paid', '已到账')).row);
  },

  async markFailed(store: Pick<WalletStore, 'db' | 'clock'>, id: number, reason: string) {
    return presentWithdrawal((await move(store, id, 'failed', `打款失败：${reason}。金额已退回余额`, { reason })).row);
  },

  /** Approved → paying (with its payout number), then the transfer; a definite answer is recorded at once. */
  async startPayout(store: WalletStore, id: number, provider: PayoutProvider) {
    const { row, changed } = await move(store, id, 'paying', '已发起打款', { payoutNo: payoutNoOf(id) });
    // Asked again while already paying: the transfer may be under way; only syncPayout may resend.
    return changed ? transfer(store, row, provider) : presentWithdrawal(row);
  },

  /**
   * For a withdrawal left paying: asks the provider what became of its transfer and records it. Only a
   * transfer the provider never received is sent again, under the same number.
   */
  async syncPayout(store: WalletStore, id: number, provider: PayoutProvider) {
    const row = await repo.withdrawal(store.db, id);
    if (!row) throw notFound(WITHDRAW_MSG.notFound);
    if (row.status !== 'paying' || !row.payoutNo) return presentWithdrawal(row);
    const state = await provider.query(row.payoutNo);
    return state.status === 'unknown' ? transfer(store, row, provider) : settle(store, row, state);
  },
};
