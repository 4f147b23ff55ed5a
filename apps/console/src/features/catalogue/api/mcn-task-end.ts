import { request } from '../../../lib/request';

/** Ends a task now: promoters can no longer take it. */
export const endMcnTask = (id: number) => request('POST /admin-api/mcn-tasks/end', { body: { id } });
