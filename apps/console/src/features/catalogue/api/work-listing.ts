import { request } from '../../../lib/request';

/** Lists (visible in the app within a second) or unlists a work. */
export const setWorkListed = (id: number, listed: boolean) =>
  request(listed ? 'POST /admin-api/works/list' : 'POST /admin-api/works/unlist', { body: { id } });
