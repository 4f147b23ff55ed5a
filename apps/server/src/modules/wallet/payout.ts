import type { PayoutConfig } from '../../config';

/**
 * Paying a withdrawal out. The console's steps (operator-service.ts) talk to the configured channel
 * through this interface, and only its answer settles a payout as paid or failed: marking failed a
 * transfer that went through would pay twice. The channels: `manual` (finance pays outside and records
 * the transfer, which is that channel's answer) and `alipay` (payout-alipay.ts).
 */
export type PayoutChannel = PayoutConfig['provider'];

export interface PayoutOrder {
  /** Unique per withdrawal: the channel's idempotency key (Alipay out_biz_no; parts add -1, -2…). */
  payoutNo: string;
  /** The net amount in fen. */
  amount: number;
  payee: { type: 'alipay' | 'bank'; account: string; name: string; bankName: string | null };
}

/**
 * What a channel knows of a payout. `pending`: sent, no outcome yet (or, manual, waiting for finance's
 * record). `partial`: a split payout whose first parts were paid and a later part refused — money left,
 * so it is neither paid nor failed. `unknown`: the channel never received it, or (split) not all of
 * it: safe to send again; `paid` says how much of a split payout did arrive.
 */
export type PayoutState =
  | { status: 'paid'; transferNo: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending' }
  | { status: 'partial'; paid: number; reason: string }
  | { status: 'unknown'; paid: number };

export interface PayoutProvider {
  readonly channel: PayoutChannel;
  /**
   * Sends the payout. Repeating a payoutNo must not pay twice (the channel answers the first transfer's
   * state). Throws when the outcome is unknown (timeout, system error): query before any retry.
   */
  transfer(order: PayoutOrder): Promise<Exclude<PayoutState, { status: 'unknown' }>>;
  query(order: PayoutOrder): Promise<PayoutState>;
}

/** Alipay's bounds for one transfer to a person, in fen (¥0.10–¥50,000). */
export const PAYOUT_MIN = 10;
export const PAYOUT_MAX = 5_000_000;

/**
 * The largest withdrawal the channel carries, in fen, checked at application (null: no cap). Manual:
 * none (finance splits by hand if a bank needs it). Alipay: ¥50,000, one transfer's cap, unless
 * splitting is on. Checked on the amount applied for, which the net never exceeds.
 */
export function channelCap(payout: PayoutConfig): number | null {
  return payout.provider === 'alipay' && !payout.split ? PAYOUT_MAX : null;
}
