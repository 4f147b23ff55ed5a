import { z } from 'zod';
import { ZDateTime, ZEnvelope } from './envelope';

/**
 * The latest run of the money invariants check on the live database (the nightly job): balance = the
 * sum of the ledger, every credited income line and its ledger row, withdrawals against their status,
 * rebates and receivables (docs/ARCHITECTURE.md "Money invariants").
 */
export const ZMoneyCheckRun = z.object({
  ranAt: ZDateTime,
  /** True when no invariant was broken. */
  ok: z.boolean(),
  /** Users checked (with a balance or a ledger entry). */
  users: z.number().int().min(0),
  /** Each broken invariant, one sentence (English, as logged); empty when `ok`. */
  problems: z.array(z.string()),
  durationMs: z.number().int().min(0),
});
export type MoneyCheckRun = z.infer<typeof ZMoneyCheckRun>;
/** null: the check has not run yet on this database. */
export const ZMoneyCheckRunResponse = ZEnvelope(ZMoneyCheckRun.nullable());
