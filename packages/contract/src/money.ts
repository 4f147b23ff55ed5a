import { z } from 'zod';

/**
 * Money shapes shared by the server and (later) the income, withdrawal and operator screens.
 * Amounts are integer fen everywhere; rates are integer basis points (1 bp = 0.01 %, 10 000 = 100 %).
 */

/** An amount in fen: a safe integer, so sums stay exact in JavaScript. */
export const ZFen = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** A rate in basis points, 0 to 10 000 (600 = 6 %). */
export const ZBps = z.number().int('费率必须是整数基点').min(0, '费率不能为负').max(10_000, '费率不能超过 100%');

export const PROVENANCE_SOURCES = ['report', 'manual', 'demo-seed'] as const;
export const MATCHED_BY = ['alias', 'uid', 'link'] as const;

/**
 * Where an income line came from, so a promoter can open a line and see why they were paid that
 * amount (domain.md "Income provenance"). Checked whenever a line is written; stored as jsonb.
 */
export const ZIncomeProvenance = z.object({
  /** An upstream report import, an operator's manual line, or the demo data. */
  source: z.enum(PROVENANCE_SOURCES),
  /** The report batch the line came from (`import-<id>` for an import, whose file name the app shows instead). */
  batch: z.string().min(1).max(100),
  /** The settlement import the line came from (`settlement_imports.id`), for report lines. */
  importId: z.number().int().min(1).optional(),
  /** The 1-based row of that batch. */
  row: z.number().int().min(1),
  /** What tied the row to the promoter: a keyword alias, a bound media UID, or a mounted link. */
  matchedBy: z.enum(MATCHED_BY),
  /** The alias text, UID or link that matched. */
  matched: z.string().min(1).max(500),
  /** The pricing rule applied, as the promoter reads it (e.g. `CPS 70%`). */
  rule: z.string().min(1).max(100),
  /** The promoter's share of the upstream amount, for share rules (CPS/CPM). */
  shareBps: ZBps.optional(),
  /** The price per unit in fen, for per-unit rules (CPA). */
  unitPrice: ZFen.optional(),
  /**
   * The task platform's price version the line was priced under (`task_platform_prices.id`): versions
   * are never edited, so the line keeps its rule whatever price the operator sets later.
   */
  priceVersionId: z.number().int().min(1).optional(),
  /** The upstream amount in fen the share was taken of. */
  upstreamAmount: ZFen.optional(),
  /** For a correcting line (refund, invalid traffic, penalty): which line it corrects and why. */
  adjustment: z.object({ ofLineId: z.number().int().min(1), reason: z.string().min(1).max(200) }).optional(),
});
export type IncomeProvenance = z.infer<typeof ZIncomeProvenance>;
