import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { checkMoneyInvariants } from '../ledger';
import { presentRun } from './presenter';
import { moneyChecksRepository as repo } from './repository';

export const moneyChecksService = {
  /** The latest run, for the console (null before the first). */
  async latest({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'read', { kind: 'moneyChecks' });
    const row = await repo.latest(db);
    return row ? presentRun(row) : null;
  },

  /**
   * Runs the check on the live database and stores the result; a difference is logged as a warning with
   * every problem (the money itself is left as it is: a difference is for a person to investigate).
   */
  async run(db: DbOrTx, now: Date, log: FastifyBaseLogger) {
    const started = performance.now();
    const { problems, users } = await checkMoneyInvariants(db);
    const durationMs = Math.round(performance.now() - started);
    await repo.insert(db, { ranAt: now, users, problems, durationMs });
    if (problems.length) log.warn({ problems, users }, `money invariants broken: ${problems.length} difference(s)`);
    return { users, problems: problems.length, durationMs };
  },
};
