import { PAYOUT_CHANNEL_LABELS } from '@tuike/contract/admin-withdrawals';
import { WITHDRAWAL_STATUS_LABELS } from '@tuike/contract/money-status';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { type AuditAction, recordAudit } from '../audit';
import { postToLedger } from '../ledger';
import { answerOne } from './admin-service';
import type { PayoutChannel, PayoutOrder, PayoutProvider, PayoutState } from './payout';
import { walletRepository as repo, type WithdrawalRow, type WithdrawalStatusValue } from './repository';
import type { WalletStore } from './store';
import { WITHDRAW_MSG } from './withdraw-service';

type Status = WithdrawalStatusValue;

/** What the console's steps need besides the wallet's store: the payout channel, and a log for what it could not say. */
export interface PayoutStore extends WalletStore {
  payout: PayoutProvider;
  log: { warn(details: object, message: string): void };
}

/** Each step: the statuses it may start from, what it is called in a refusal, and the grant's action. */
const STEPS = {
  approved: { from: ['submitted'], verb: '审核通过', action: 'decide' },
  rejected: { from: ['submitted', 'approved'], verb: '驳回', action: 'decide' },
  paying: { from: ['approved'], verb: '打款', action: 'pay' },
  paid: { from: ['paying'], verb: '确认到账', action: 'pay' },
  failed: { from: ['paying'], verb: '标记打款失败', action: 'pay' },
} as const satisfies Partial<Record<Status, { from: readonly Status[]; verb: string; action: 'decide' | 'pay' }>>;

type Target = keyof typeof STEPS;

const label = (status: Status) => WITHDRAWAL_STATUS_LABELS[status];

export const OPERATIONS_MSG = {
  cannot: (status: Status, verb: string) => `该提现当前为「${label(status)}」，不能${verb}`,
  already: (status: Status) => `该提现已是「${label(status)}」，可能已被他人处理，请刷新后查看`,
  requestReused: '该请求编号已用于另一项操作，请刷新后重试',
  automatic: '该笔打款由支付宝转账处理，结果以支付宝的回复为准，不能手工登记；请点「同步结果」',
  channelChanged: (started: PayoutChannel, now: PayoutChannel) =>
    `该笔打款通过「${PAYOUT_CHANNEL_LABELS[started]}」发起，当前打款方式为「${PAYOUT_CHANNEL_LABELS[now]}」，无法同步`,
} as const;

/** What the audit log keeps of a withdrawal around a step (the account is the masked snapshot). */
const auditView = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount,
  fee: row.fee,
  tax: row.tax,
  net: row.net,
  payoutNo: row.payoutNo,
  payoutChannel: row.payoutChannel,
  transferNo: row.transferNo,
  reason: row.reason,
  account: row.accountSnapshot,
});

interface Move {
  /** The timeline's note, which the promoter reads. */
  note: string;
  set?: { reason?: string; payoutNo?: string; payoutChannel?: PayoutProvider['channel']; transferNo?: string };
  /** The audit log's action. */
  action: AuditAction;
  /** The console request's idempotency key; absent, the step is a plain state move. */
  requestId?: string | undefined;
  /** Whether the row a retried request finds is the one it asked for (e.g. the same transfer number). */
  sameRequest?: (row: WithdrawalRow) => boolean;
  /** A further refusal read under the row's lock (e.g. the payout's channel). */
  guard?: (row: WithdrawalRow) => void;
  /**
   * The channel's own answer (paid, failed): recorded once, and a second sync that brings the same answer
   * finds it recorded and changes nothing, rather than being refused.
   */
  channelAnswer?: boolean;
}

/**
 * Moves a withdrawal to `to` in one transaction holding its row (FOR UPDATE): the operator's grant for
 * the step, the step's refusals, the change, the timeline event (with the operator and the request's
 * key), for a rejection or failed payout the amount back as its own ledger row, and the audit row.
 * A retry of the same request (its requestId already on this step) answers without changing anything;
 * any other request for a step already taken is refused with 409, so of two finance users acting on one
 * withdrawal at once exactly one wins.
 */
async function move(
  { db, clock }: Pick<WalletStore, 'db' | 'clock'>,
  actor: OperatorActor,
  id: number,
  to: Target,
  step: Move,
): Promise<{ row: WithdrawalRow; changed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.withdrawal(tx, id, true);
      if (!row) throw notFound(WITHDRAW_MSG.notFound);
      authorize(actor, STEPS[to].action, { kind: 'money', ownerId: row.userId });
      if (step.requestId) {
        const earlier = await repo.eventByRequest(tx, step.requestId);
        if (earlier) {
          if (earlier.withdrawalId !== id || earlier.status !== to || step.sameRequest?.(row) === false)
            throw conflict('REQUEST_ID_REUSED', OPERATIONS_MSG.requestReused, 'requestId');
          return { row, changed: false };
        }
      }
      if (step.channelAnswer && row.status === to) return { row, changed: false };
      if (!(STEPS[to].from as readonly Status[]).includes(row.status))
        throw conflict(
          'WITHDRAWAL_STATUS_CONFLICT',
          row.status === to ? OPERATIONS_MSG.already(to) : OPERATIONS_MSG.cannot(row.status, STEPS[to].verb),
        );
      step.guard?.(row);
      const now = clock.now();
      const updated = await repo.updateWithdrawal(tx, id, { status: to, ...step.set, updatedAt: now });
      await repo.addEvent(tx, {
        withdrawalId: id,
        status: to,
        note: step.note,
        at: now,
        operatorId: actor.operatorId,
        operatorAccount: actor.account,
        requestId: step.requestId ?? null,
      });
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
      await recordAudit(
        tx,
        actor,
        { action: step.action, targetType: 'withdrawals', targetId: id, before: auditView(row), after: auditView(updated) },
        now,
      );
      return { row: updated, changed: true };
    });
  } catch (err) {
    // The same key sent at once for another withdrawal: the unique index lets one through.
    if (uniqueViolation(err) === 'withdrawal_events_request_uq')
      throw conflict('REQUEST_ID_REUSED', OPERATIONS_MSG.requestReused, 'requestId');
    throw err;
  }
}

/** The channel's number for a withdrawal's payout: a repeated transfer under it pays nothing twice. */
const payoutNoOf = (id: number) => `TKW${String(id).padStart(10, '0')}`;

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The transfer as applied for: the account then chosen (decrypted only here), the verified real name, the net. */
async function orderOf(store: WalletStore, row: WithdrawalRow): Promise<PayoutOrder> {
  const [account, realName] = await Promise.all([repo.account(store.db, row.accountId), repo.realName(store.db, row.userId)]);
  if (!account || !realName || !row.payoutNo)
    throw new Error(`withdrawal ${row.id} is paying without its account, real name or payout number`);
  return {
    payoutNo: row.payoutNo,
    amount: row.net,
    payee: {
      type: account.type,
      account: store.dataKey.decrypt(account.accountEnc),
      // The channel checks the payee against this name: always the verified one, never what was typed.
      name: realName.name,
      bankName: account.bankName,
    },
  };
}

/**
 * Records what the channel answered. Paid and failed settle the withdrawal (failed returns the amount);
 * pending changes nothing; partial (a split payout with money already out) stays paying, with a note
 * once, for finance to finish (docs/SECURITY.md).
 */
async function settle(store: PayoutStore, actor: OperatorActor, row: WithdrawalRow, state: PayoutState) {
  const action = 'withdrawal.payoutResult';
  if (state.status === 'paid')
    await move(store, actor, row.id, 'paid', {
      note: '已到账',
      set: { transferNo: state.transferNo },
      action,
      channelAnswer: true,
    });
  else if (state.status === 'failed')
    await move(store, actor, row.id, 'failed', {
      note: `打款失败：${state.reason}。金额已退回余额`,
      set: { reason: state.reason },
      action,
      channelAnswer: true,
    });
  else if (state.status === 'partial') await notePartial(store, actor, row, state);
}

async function notePartial(
  { db, clock }: PayoutStore,
  actor: OperatorActor,
  row: WithdrawalRow,
  state: Extract<PayoutState, { status: 'partial' }>,
) {
  const note = `部分到账：已转出 ${yuan(state.paid)}，其余转账未成功（${state.reason}），财务正在处理`;
  await db.transaction(async (tx) => {
    const locked = await repo.withdrawal(tx, row.id, true);
    const last = (await repo.events(tx, row.id)).at(-1);
    if (locked?.status !== 'paying' || last?.note === note) return;
    const now = clock.now();
    await repo.addEvent(tx, {
      withdrawalId: row.id,
      status: 'paying',
      note,
      at: now,
      operatorId: actor.operatorId,
      operatorAccount: actor.account,
    });
    await recordAudit(
      tx,
      actor,
      { action: 'withdrawal.payoutPartial', targetType: 'withdrawals', targetId: row.id, after: { ...auditView(locked), note } },
      now,
    );
  });
}

/** Sends the payout and records a definite answer; an unknown outcome leaves it paying, for `sync` to query first. */
async function send(store: PayoutStore, actor: OperatorActor, row: WithdrawalRow) {
  let state: PayoutState;
  try {
    state = await store.payout.transfer(await orderOf(store, row));
  } catch (err) {
    // Whatever broke (a timeout, a system error, an answer that does not verify), the transfer may have
    // gone through: nothing is recorded, and nothing is sent again before a query.
    store.log.warn({ err, withdrawalId: row.id, payoutNo: row.payoutNo }, 'payout outcome unknown; sync queries it first');
    return;
  }
  await settle(store, actor, row, state);
}

/**
 * The operator's side of a withdrawal, for the console's routes (admin-routes.ts). Each step takes the
 * operator, authorises the step on the row, and answers the withdrawal as the console shows it.
 */
export const withdrawalOperations = {
  async approve(store: WalletStore, actor: OperatorActor, input: { id: number; requestId?: string | undefined }) {
    await move(store, actor, input.id, 'approved', {
      note: '审核通过，等待打款',
      action: 'withdrawal.approve',
      requestId: input.requestId,
    });
    return answerOne(store.db, input.id);
  },

  async reject(store: WalletStore, actor: OperatorActor, input: { id: number; reason: string; requestId?: string | undefined }) {
    await move(store, actor, input.id, 'rejected', {
      note: `已驳回：${input.reason}。金额已退回余额`,
      set: { reason: input.reason },
      action: 'withdrawal.reject',
      requestId: input.requestId,
      sameRequest: (row) => row.reason === input.reason,
    });
    return answerOne(store.db, input.id);
  },

  /** Approved → paying through the configured channel, then the transfer; a definite answer is recorded at once. */
  async startPayout(store: PayoutStore, actor: OperatorActor, input: { id: number; requestId: string }) {
    const { row, changed } = await move(store, actor, input.id, 'paying', {
      note: '已发起打款',
      set: { payoutNo: payoutNoOf(input.id), payoutChannel: store.payout.channel },
      action: 'withdrawal.startPayout',
      requestId: input.requestId,
    });
    // A retry finds the payout started: the transfer may be under way, and only sync may send it again.
    if (changed) await send(store, actor, row);
    return answerOne(store.db, input.id);
  },

  /**
   * The manual channel's answer: finance paid outside and records the transfer number and outcome (a
   * failure returns the amount). An automatic channel's payout is settled only by that channel, with one
   * exception that cannot pay twice: a split payout the channel reports partly paid (the rest refused or
   * never taken) may be recorded paid once finance has sent the rest outside; nothing resends it after.
   */
  async recordTransfer(
    store: PayoutStore,
    actor: OperatorActor,
    input: { id: number; transferNo: string; outcome: 'paid' | 'failed'; reason?: string | undefined; requestId: string },
  ) {
    const current = await repo.withdrawal(store.db, input.id);
    let partlyPaid = false;
    if (current?.status === 'paying' && current.payoutChannel !== 'manual' && input.outcome === 'paid') {
      if (current.payoutChannel === store.payout.channel) {
        const state = await store.payout.query(await orderOf(store, current)).catch(() => null);
        partlyPaid = state?.status === 'partial' || (state?.status === 'unknown' && state.paid > 0);
      }
    }
    const reason = input.reason ?? '';
    await move(store, actor, input.id, input.outcome, {
      note: input.outcome === 'paid' ? `已到账，转账流水号 ${input.transferNo}` : `打款失败：${reason}。金额已退回余额`,
      set: { transferNo: input.transferNo, ...(input.outcome === 'failed' ? { reason } : {}) },
      action: 'withdrawal.recordTransfer',
      requestId: input.requestId,
      sameRequest: (row) => row.transferNo === input.transferNo,
      guard: (row) => {
        if (row.payoutChannel !== 'manual' && !partlyPaid) throw conflict('PAYOUT_CHANNEL_AUTOMATIC', OPERATIONS_MSG.automatic);
      },
    });
    return answerOne(store.db, input.id);
  },

  /**
   * For a withdrawal left paying: asks its channel what became of the transfer and records it. Only a
   * transfer the channel never received is sent again, under the same number. Anything but a paying
   * withdrawal is answered as it is (nothing to ask).
   */
  async syncPayout(store: PayoutStore, actor: OperatorActor, input: { id: number }) {
    const row = await repo.withdrawal(store.db, input.id);
    if (!row) throw notFound(WITHDRAW_MSG.notFound);
    authorize(actor, 'pay', { kind: 'money', ownerId: row.userId });
    if (row.status !== 'paying') return answerOne(store.db, input.id);
    if (row.payoutChannel !== store.payout.channel)
      throw conflict(
        'PAYOUT_CHANNEL_CHANGED',
        OPERATIONS_MSG.channelChanged(row.payoutChannel ?? 'manual', store.payout.channel),
      );
    let state: PayoutState;
    try {
      state = await store.payout.query(await orderOf(store, row));
    } catch (err) {
      store.log.warn({ err, withdrawalId: row.id, payoutNo: row.payoutNo }, 'payout query failed; try sync again later');
      return answerOne(store.db, input.id);
    }
    if (state.status === 'unknown') await send(store, actor, row);
    else await settle(store, actor, row, state);
    return answerOne(store.db, input.id);
  },
};
