import type { TableParams } from '../../../lib/table-params';

/**
 * A queue's table state as its page call takes it. Every queue opens on what waits (`state`/`status`
 * absent in the URL); the 全部 tab asks for every state. The one sortable column is the submission
 * time: the queue is worked oldest first unless the operator turns it round.
 */
export function queueQuery<F extends string>({ page, size, sort, filters }: TableParams<F>, stateName: F, waiting: string) {
  const { [stateName]: state, ...rest } = filters as Record<string, string | undefined>;
  const chosen = state ?? waiting;
  return {
    page,
    size,
    sort: sort?.order === 'desc' ? ('newest' as const) : ('oldest' as const),
    ...rest,
    ...(chosen === ALL ? {} : { [stateName]: chosen }),
  };
}

/** The tab that asks for every state. */
export const ALL = 'all';
