import { and, eq } from 'drizzle-orm';
import { type IncomeProvenance, ZIncomeProvenance } from '@tuike/contract/money';
import type { Tx } from '../../db/client';
import { type INCOME_KINDS, type INCOME_REASON_CODES, incomeLines, taskPlatforms } from '../../db/schema';
import { firstRow } from '../../lib/rows';
import { postToLedger } from '../ledger';
import { postRebate } from './rebate';

export interface IncomeLineInput {
  userId: number;
  taskPlatformId: number;
  workId: number | null;
  kind: (typeof INCOME_KINDS)[number];
  /** The calendar day (Asia/Shanghai) the upstream attributes the income to, YYYY-MM-DD. */
  incomeDate: string;
  /** Upstream identity: with taskPlatformId and kind, unique on income_lines. */
  reportDate: string;
  /** The upstream row_id, or a hash of the row when it has none (computed by the importer). */
  rowKey: string;
  /** Signed integer fen: the promoter's amount after the price rule. Negative for refunds/扣量/penalties. */
  amount: number;
  /** For negative or correcting lines. */
  reasonCode: (typeof INCOME_REASON_CODES)[number] | null;
  /** task_platform_prices.id the amount was computed with (null only for platforms without versions). */
  priceId: number | null;
  provenance: IncomeProvenance;
  /** The app clock's time: the line's creation and its ledger row's. */
  at: Date;
  /** The ledger row's note; by default the platform, the day and what the line is. */
  note?: string;
  /** The operator's rebate rate (`promotion.rebateBps`), when the caller read it once for many lines. */
  rebateBps?: number;
}

const STATUS_OF_KIND = { estimate: 'estimated', settled: 'credited', adjustment: 'credited' } as const;

/**
 * Writes one income line, idempotently by its upstream identity (platform, report date, row key, kind):
 * a line already there is answered with `created: false` and nothing else happens, so re-importing a
 * report, or retrying a confirm, changes no money. The same identity with another amount or promoter is
 * a caller's bug (a correction comes as an `adjustment` line of its own) and throws.
 *
 * An estimate only records the line. A settled or adjustment line is credited (or, negative, debited)
 * through the ledger in the same transaction, referencing the line, so it is `credited` from birth; a
 * debit past the balance leaves a receivable (待扣回) instead of failing. Then the inviter's rebate on
 * it (postRebate), in the same transaction.
 */
export async function postIncomeLine(tx: Tx, input: IncomeLineInput): Promise<{ lineId: number; created: boolean }> {
  if (!Number.isSafeInteger(input.amount)) throw new Error(`income line amount must be whole fen, got ${input.amount}`);
  const provenance = ZIncomeProvenance.parse(input.provenance);
  const [inserted] = await tx
    .insert(incomeLines)
    .values({
      userId: input.userId,
      workId: input.workId,
      taskPlatformId: input.taskPlatformId,
      status: STATUS_OF_KIND[input.kind],
      amount: input.amount,
      incomeDate: input.incomeDate,
      provenance,
      reportDate: input.reportDate,
      rowKey: input.rowKey,
      kind: input.kind,
      reasonCode: input.reasonCode,
      priceId: input.priceId,
      createdAt: input.at,
    })
    .onConflictDoNothing({
      target: [incomeLines.taskPlatformId, incomeLines.reportDate, incomeLines.rowKey, incomeLines.kind],
    })
    .returning({ id: incomeLines.id });
  if (!inserted) return { lineId: await sameLine(tx, input), created: false };

  if (input.kind !== 'estimate' && input.amount !== 0) {
    const posting = {
      userId: input.userId,
      type: input.kind === 'settled' && input.amount > 0 ? ('income' as const) : ('adjustment' as const),
      amount: input.amount,
      ref: { type: 'income_line' as const, id: inserted.id },
      note: input.note ?? (await defaultNote(tx, input, provenance)),
      at: input.at,
    };
    // A debit the upstream imposes never fails for want of balance: the rest is owed (待扣回).
    if (input.amount > 0) await postToLedger(tx, posting);
    else await postToLedger(tx, { ...posting, onShortfall: 'receivable' });
    await postRebate(tx, { ...input, lineId: inserted.id, provenance });
  }
  return { lineId: inserted.id, created: true };
}

/** The line already holding the identity; it must be this very line. */
async function sameLine(tx: Tx, input: IncomeLineInput): Promise<number> {
  const existing = firstRow(
    await tx
      .select({ id: incomeLines.id, userId: incomeLines.userId, amount: incomeLines.amount })
      .from(incomeLines)
      .where(
        and(
          eq(incomeLines.taskPlatformId, input.taskPlatformId),
          eq(incomeLines.reportDate, input.reportDate),
          eq(incomeLines.rowKey, input.rowKey),
          eq(incomeLines.kind, input.kind),
        ),
      ),
    'income line of a conflicting identity',
  );
  if (existing.userId !== input.userId || existing.amount !== input.amount) {
    throw new Error(
      `income line ${existing.id} (${input.kind} ${input.reportDate} row ${input.rowKey} of platform ${input.taskPlatformId}) ` +
        `holds ${existing.amount} fen for user ${existing.userId}, now ${input.amount} fen for user ${input.userId}: ` +
        'a correction is an adjustment line of its own',
    );
  }
  return existing.id;
}

async function defaultNote(tx: Tx, input: IncomeLineInput, provenance: IncomeProvenance): Promise<string> {
  if (provenance.adjustment) return `收益调整：${provenance.adjustment.reason}`;
  const [platform] = await tx
    .select({ name: taskPlatforms.name })
    .from(taskPlatforms)
    .where(eq(taskPlatforms.id, input.taskPlatformId));
  const what = input.amount < 0 ? '收益扣回' : input.kind === 'adjustment' ? '收益调整' : '收益入账';
  return `${platform?.name ?? '任务平台'} ${input.incomeDate} ${what}`;
}
