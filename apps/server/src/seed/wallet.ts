import type { Tx } from '../db/client';
import { realNames, withdrawAccounts } from '../db/schema';
import { DAY } from '../lib/clock';
import { firstRow } from '../lib/rows';
import { eq } from 'drizzle-orm';
import { type OperatorActor, promoter } from '../lib/authorize';
import {
  type DataKey,
  manualPayout,
  type PayoutStore,
  realNameService,
  withdrawalOperations,
  withdrawService,
} from '../modules/wallet';
import type { MoneyEvent } from './money-event';

const HOUR = 3_600_000;

/**
 * Fictional identity of the demo promoter: area 110101, born 1995-08-15, sequence 123 and its GB 11643
 * check character; the card number is made up with a valid Luhn digit. Neither belongs to anyone.
 */
const DEMO_NAME = '林小星';
const DEMO_ID_NUMBER = '110101199508151239';
const DEMO_ALIPAY = '13800000000';
const DEMO_CARD = '6222021234567890128';

/**
 * Finance's steps: approve, reject, and manual payouts recorded as paid, bounced, or still under way
 * (sent, not yet recorded).
 */
type Step = 'approve' | 'reject' | 'pay' | 'bounce' | 'send';

/** One demo withdrawal per status, oldest first: days ago, amount in fen, and the operator's steps. */
const WITHDRAWALS: { daysAgo: number; amount: number; account: 'alipay' | 'bank'; steps: Step[] }[] = [
  { daysAgo: 40, amount: 20_000, account: 'alipay', steps: ['approve', 'pay'] },
  { daysAgo: 30, amount: 15_000, account: 'bank', steps: ['reject'] },
  { daysAgo: 20, amount: 12_000, account: 'bank', steps: ['approve', 'bounce'] },
  { daysAgo: 8, amount: 10_000, account: 'alipay', steps: ['approve', 'pay'] },
  { daysAgo: 3, amount: 8_000, account: 'alipay', steps: ['approve'] },
  { daysAgo: 2, amount: 6_000, account: 'bank', steps: ['approve', 'send'] },
  { daysAgo: 0, amount: 5_000, account: 'alipay', steps: [] },
];

/**
 * The demo promoter's real name, an Alipay account and a bank card, and a withdrawal in every status
 * with its timeline, all through the wallet's own functions (so the ledger gets each withdrawal and
 * refund). The real name and accounts are written at once; the withdrawals and their steps are answered
 * as dated events, run by the caller in time order with the income credits that pay for them.
 * Deterministic, and a no-op for a promoter who already has a real name.
 */
export async function seedWallet(
  tx: Tx,
  { userId, now, dataKey, finance }: { userId: number; now: Date; dataKey: DataKey; finance: OperatorActor },
): Promise<MoneyEvent[]> {
  const [existing] = await tx.select({ userId: realNames.userId }).from(realNames).where(eq(realNames.userId, userId));
  if (existing) return [];
  // The demo pays through the manual channel, which carries any amount.
  const at = (ms: number): PayoutStore => ({
    db: tx,
    clock: { now: () => new Date(now.getTime() - ms) },
    dataKey,
    channelCap: null,
    payout: manualPayout,
    log: { warn: () => {} },
  });
  await realNameService.set(at(60 * DAY), promoter(userId), { name: DEMO_NAME, idNumber: DEMO_ID_NUMBER });
  const account = async (type: 'alipay' | 'bank') =>
    firstRow(
      await tx
        .insert(withdrawAccounts)
        .values({
          userId,
          type,
          accountEnc: dataKey.encrypt(type === 'alipay' ? DEMO_ALIPAY : DEMO_CARD),
          accountMasked: type === 'alipay' ? '138****0000' : DEMO_CARD.slice(-4),
          bankName: type === 'alipay' ? null : '招商银行',
          holder: DEMO_NAME,
          createdAt: new Date(now.getTime() - 59 * DAY),
        })
        .returning({ id: withdrawAccounts.id }),
      'insert into withdraw_accounts',
    ).id;
  const accounts = { alipay: await account('alipay'), bank: await account('bank') };
  const step = async (store: PayoutStore, id: number, kind: Step, n: number) => {
    // Deterministic keys, as the console's would be unique per click.
    const requestId = `00000000-0000-4000-8000-${String(id * 10 + n).padStart(12, '0')}`;
    if (kind === 'approve') return withdrawalOperations.approve(store, finance, { id, requestId });
    if (kind === 'reject')
      return withdrawalOperations.reject(store, finance, { id, reason: '收款账户信息需核实，请确认后重新申请', requestId });
    await withdrawalOperations.startPayout(store, finance, { id, requestId });
    // A bank transfer under way stays 打款中 until finance records it, as one does for a day or two.
    if (kind === 'send') return;
    await withdrawalOperations.recordTransfer(store, finance, {
      id,
      requestId: `00000000-0000-4000-9000-${String(id * 10 + n).padStart(12, '0')}`,
      transferNo: `DEMO${String(id).padStart(8, '0')}`,
      ...(kind === 'pay' ? { outcome: 'paid' } : { outcome: 'failed', reason: '收款银行退票：户名与卡号不符' }),
    });
  };
  const events: MoneyEvent[] = [];
  for (const [i, w] of WITHDRAWALS.entries()) {
    const applied = w.daysAgo * DAY + (w.daysAgo ? 0 : HOUR);
    let id = 0;
    events.push({
      at: at(applied).clock.now(),
      run: async () => {
        ({ id } = await withdrawService.apply(at(applied), promoter(userId), {
          accountId: accounts[w.account],
          amount: w.amount,
          requestId: `demo-withdrawal-${i + 1}`,
        }));
      },
    });
    for (const [n, kind] of w.steps.entries()) {
      const store = at(applied - (n + 1) * 3 * HOUR);
      events.push({
        at: store.clock.now(),
        run: async () => {
          await step(store, id, kind, n);
        },
      });
    }
  }
  return events;
}
