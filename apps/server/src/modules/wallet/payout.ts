/**
 * Paying a withdrawal out. Operator-driven for now: the console (later) calls `startPayout` and
 * `syncPayout` in operator-service.ts, which talk to a provider through this interface. A production
 * adapter (Alipay 单笔转账) is sketched in docs/SECURITY.md; until one exists nothing pays automatically,
 * so production needs no payout configuration to start.
 */
export interface PayoutOrder {
  /** Unique per withdrawal: the provider's idempotency key (Alipay out_biz_no). */
  payoutNo: string;
  /** The net amount in fen. */
  amount: number;
  payee: { type: 'alipay' | 'bank'; account: string; name: string; bankName: string | null };
}

/** What a provider knows of a transfer. `unknown`: it has no transfer under that number (never arrived). */
export type PayoutState =
  { status: 'paid' } | { status: 'failed'; reason: string } | { status: 'pending' } | { status: 'unknown' };

export interface PayoutProvider {
  /**
   * Asks for the transfer. Repeating a payoutNo must not pay twice (the provider answers the first
   * transfer's state). Throws when the outcome is unknown (timeout, system error): query before retrying.
   */
  transfer(order: PayoutOrder): Promise<Exclude<PayoutState, { status: 'unknown' }>>;
  query(payoutNo: string): Promise<PayoutState>;
}

/** Alipay's bounds for one transfer to a person, in fen (¥0.10–¥50,000). */
export const PAYOUT_MIN = 10;
export const PAYOUT_MAX = 5_000_000;

/**
 * A provider that pays nobody: it records each transfer in memory and answers like Alipay would
 * (idempotent per payoutNo, the per-transfer bounds), for tests and development. `refuse` lets a test
 * decide that a payee is refused (e.g. the real name does not match), with the provider's reason.
 */
export class LocalPayoutProvider implements PayoutProvider {
  readonly transfers = new Map<string, { order: PayoutOrder; state: Exclude<PayoutState, { status: 'unknown' }> }>();

  constructor(private readonly refuse: (order: PayoutOrder) => string | null = () => null) {}

  async transfer(order: PayoutOrder) {
    const known = this.transfers.get(order.payoutNo);
    if (known) return known.state;
    const reason =
      order.amount < PAYOUT_MIN || order.amount > PAYOUT_MAX ? '单笔转账金额须在 0.10 元至 50,000 元之间' : this.refuse(order);
    const state = reason ? { status: 'failed' as const, reason } : { status: 'paid' as const };
    this.transfers.set(order.payoutNo, { order, state });
    return state;
  }

  async query(payoutNo: string): Promise<PayoutState> {
    return this.transfers.get(payoutNo)?.state ?? { status: 'unknown' };
  }
}
