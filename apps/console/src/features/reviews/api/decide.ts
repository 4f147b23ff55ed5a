import type { ReviewOutcome } from '@tuike/contract/admin-reviews';
import {
  WHITELIST_REJECT_REASON_CODES,
  WHITELIST_REJECT_REASONS,
  type WhitelistRejectReason,
} from '@tuike/contract/application-states';
import { request } from '../../../lib/request';

/** The queues whose decide calls take the common body and answer per row. */
export const DECIDE_CALLS = {
  aliases: 'POST /admin-api/reviews/aliases/decide',
  links: 'POST /admin-api/reviews/links/decide',
  panLinks: 'POST /admin-api/reviews/pan-links/decide',
  deletions: 'POST /admin-api/reviews/deletions/decide',
  rechecks: 'POST /admin-api/reviews/rechecks/decide',
} as const;
/** Every queue; the whitelist's rejection names a reason code besides the text. */
export type Queue = keyof typeof DECIDE_CALLS | 'whitelist';

export type Verdict = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * A whitelist rejection's code, read from the reason the operator wrote: a common reason's label at
 * its start (as a preset puts it there) is that code, the rest the note; any other text is 其他原因.
 */
export function whitelistReason(reason: string): { reasonCode: WhitelistRejectReason; reason?: string } {
  const code = WHITELIST_REJECT_REASON_CODES.find((c) => c !== 'other' && reason.startsWith(WHITELIST_REJECT_REASONS[c]));
  if (!code) return { reasonCode: 'other', reason };
  const note = reason.slice(WHITELIST_REJECT_REASONS[code].length).replace(/^[：:，,。\s]+/, '');
  return { reasonCode: code, ...(note ? { reason: note } : {}) };
}

/** Decides rows of one queue; each row's outcome comes back (ok, or taken by another operator…). */
export async function decide(queue: Queue, ids: number[], verdict: Verdict): Promise<ReviewOutcome[]> {
  if (queue === 'whitelist') {
    const body =
      verdict.decision === 'approve'
        ? { ids, decision: 'approve' as const }
        : { ids, decision: 'reject' as const, ...whitelistReason(verdict.reason) };
    return (await request('POST /admin-api/reviews/whitelist/decide', { body })).results;
  }
  return (await request(DECIDE_CALLS[queue], { body: { ids, ...verdict } })).results;
}
