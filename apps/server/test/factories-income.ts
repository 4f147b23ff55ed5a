import { eq } from 'drizzle-orm';
import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import type { Db } from '../src/db/client';
import { type INCOME_STATUS, incomeLines, type WITHDRAWAL_STATUSES, withdrawAccounts, withdrawals } from '../src/db/schema';
import { firstRow } from '../src/lib/rows';
import { postToLedger, serviceFee } from '../src/modules/ledger';
import { postIncomeLine } from '../src/modules/settlement';
import { createTaskPlatform, createWork } from './factories';

let seq = 0;
const next = () => ++seq;

type IncomeLineRow = typeof incomeLines.$inferSelect;

/**
 * An income line of 1,000 fen on a fresh work, matched by an alias; anything may be overridden. An
 * `estimated` line (the default) is only written; a `credited` one goes through postIncomeLine as a
 * settled line (an adjustment when negative), so its ledger row is posted at `createdAt` (default: now);
 * a `settled` one is a line settled upstream but not yet credited, a state only lines from before the
 * settlement engine are in (written as they were, without a ledger row).
 */
export async function createIncomeLine(
  db: Db,
  values: Pick<IncomeLineRow, 'userId' | 'incomeDate'> &
    Partial<Omit<IncomeLineRow, 'provenance' | 'id'>> & {
      provenance?: Partial<IncomeProvenance>;
    },
): Promise<IncomeLineRow> {
  const n = next();
  const { provenance: extra, ...line } = values;
  const work =
    line.workId === undefined ? await createWork(db, line.taskPlatformId ? { taskPlatformId: line.taskPlatformId } : {}) : null;
  const taskPlatformId = line.taskPlatformId ?? work?.taskPlatformId ?? (await createTaskPlatform(db)).id;
  const status: (typeof INCOME_STATUS)[number] = line.status ?? 'estimated';
  const amount = line.amount ?? 1_000;
  const provenance = ZIncomeProvenance.parse({
    source: 'report',
    batch: `test-${values.incomeDate}`,
    row: n,
    matchedBy: 'alias',
    matched: `口令${n}`,
    rule: 'CPS 充值分成 70%',
    shareBps: 7000,
    upstreamAmount: 1_429,
    ...extra,
  });
  const identity = {
    reportDate: line.reportDate ?? values.incomeDate,
    rowKey: line.rowKey ?? `test-${n}`,
    kind: line.kind ?? (status === 'estimated' ? 'estimate' : amount < 0 ? 'adjustment' : 'settled'),
    reasonCode: line.reasonCode ?? (amount < 0 ? 'refund' : null),
    priceId: line.priceId ?? null,
  } as const;
  const workId = work?.id ?? line.workId ?? null;
  if (status === 'credited') {
    const at = line.createdAt ?? new Date();
    const { lineId } = await db.transaction((tx) =>
      postIncomeLine(tx, {
        userId: values.userId,
        taskPlatformId,
        workId,
        incomeDate: values.incomeDate,
        amount,
        provenance,
        at,
        ...identity,
      }),
    );
    return firstRow(await db.select().from(incomeLines).where(eq(incomeLines.id, lineId)), 'the line just posted');
  }
  const rows = await db
    .insert(incomeLines)
    .values({ ...line, ...identity, userId: values.userId, workId, taskPlatformId, status, amount, provenance })
    .returning();
  return firstRow(rows, 'insert into income_lines');
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
