import type { IncomeProvenance } from '@tuike/contract/money';
import type { Db } from '../src/db/client';
import { type WITHDRAWAL_STATUSES, withdrawAccounts, withdrawals } from '../src/db/schema';
import { firstRow } from '../src/lib/rows';
import { addIncomeLine, type NewIncomeLine } from '../src/modules/account';
import { postToLedger, serviceFee } from '../src/modules/ledger';
import { createTaskPlatform, createWork } from './factories';

let seq = 0;
const next = () => ++seq;

/** An estimated line of 1,000 fen on a fresh work, matched by an alias; anything may be overridden. */
export async function createIncomeLine(
  db: Db,
  values: Pick<NewIncomeLine, 'userId' | 'incomeDate'> &
    Partial<Omit<NewIncomeLine, 'provenance'>> & {
      provenance?: Partial<IncomeProvenance>;
    },
) {
  const n = next();
  const { provenance, ...line } = values;
  const work =
    line.workId === undefined ? await createWork(db, line.taskPlatformId ? { taskPlatformId: line.taskPlatformId } : {}) : null;
  const taskPlatformId = line.taskPlatformId ?? work?.taskPlatformId ?? (await createTaskPlatform(db)).id;
  return addIncomeLine(db, {
    workId: work?.id ?? null,
    taskPlatformId,
    status: 'estimated',
    amount: 1_000,
    ...line,
    provenance: {
      source: 'report',
      batch: `test-${values.incomeDate}`,
      row: n,
      matchedBy: 'alias',
      matched: `口令${n}`,
      rule: 'CPS 充值分成 70%',
      shareBps: 7000,
      upstreamAmount: 1_429,
      ...provenance,
    },
  });
}

/** Credits an income line's amount through the ledger, as the settlement will. */
export function creditLine(db: Db, line: { id: number; userId: number; amount: number }, at: Date) {
  return db.transaction((tx) =>
    postToLedger(tx, {
      userId: line.userId,
      type: line.amount < 0 ? 'adjustment' : 'income',
      amount: line.amount,
      ref: { type: 'income_line', id: line.id },
      at,
    }),
  );
}

type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * A withdrawal written directly in `status` (as the withdrawal service would have left it): its amount
 * leaves the balance through the ledger, and a rejected or failed one comes back as a refund row.
 */
export async function createWithdrawal(db: Db, userId: number, amount: number, status: WithdrawalStatus, at: Date) {
  return db.transaction(async (tx) => {
    const account = firstRow(
      await tx
        .insert(withdrawAccounts)
        .values({
          userId,
          type: 'alipay',
          accountEnc: 'test-fixture',
          accountMasked: '138****0000',
          holder: '张三',
          createdAt: at,
        })
        .returning(),
      'insert into withdraw_accounts',
    );
    const fee = serviceFee(amount, 600);
    const withdrawal = firstRow(
      await tx
        .insert(withdrawals)
        .values({
          userId,
          accountId: account.id,
          requestId: `test-${next()}-${userId}`,
          amount,
          fee,
          net: amount - fee,
          feeBps: 600,
          status,
          accountSnapshot: { type: 'alipay', typeLabel: '支付宝', title: '138****0000', subtitle: '支付宝', holder: '张三' },
          expectedArrival: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
      'insert into withdrawals',
    );
    const ref = { type: 'withdrawal' as const, id: withdrawal.id };
    await postToLedger(tx, { userId, type: 'withdrawal', amount: -amount, ref, note: '提现', at });
    if (status === 'rejected' || status === 'failed')
      await postToLedger(tx, { userId, type: 'withdrawal_refund', amount, ref, note: '提现退回', at });
    return withdrawal;
  });
}
