import type { ReviewDecideRequest, ReviewOutcome } from '@tuike/contract/admin-reviews';
import { request } from '../../../lib/request';

/** The three queues' decide calls: the same body, the same per-row answer. */
export const DECIDE_CALLS = {
  aliases: 'POST /admin-api/reviews/aliases/decide',
  links: 'POST /admin-api/reviews/links/decide',
  deletions: 'POST /admin-api/reviews/deletions/decide',
} as const;
export type Queue = keyof typeof DECIDE_CALLS;

/** Decides rows of one queue; each row's outcome comes back (ok, or taken by another operator…). */
export async function decide(queue: Queue, body: ReviewDecideRequest): Promise<ReviewOutcome[]> {
  return (await request(DECIDE_CALLS[queue], { body })).results;
}
