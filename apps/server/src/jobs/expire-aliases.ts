import { MINUTE } from '../lib/clock';
import { expireOverdueAliases } from '../modules/aliases';
import type { Job } from './scheduler';

/**
 * Active aliases not back-filled by their deadline (the operator's window after activation) expire,
 * which frees their word. Every ten minutes, so an alias outlives its deadline by at most that; the
 * back-fill call itself refuses an overdue alias, so nothing can be back-filled in between.
 */
export const expireAliasesJob: Job = {
  name: 'expire-aliases',
  schedule: { everyMs: 10 * MINUTE },
  async run({ tx, now }) {
    return { expired: await expireOverdueAliases(tx, now) };
  },
};
