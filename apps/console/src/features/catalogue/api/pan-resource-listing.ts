import { request } from '../../../lib/request';

/** Lists (promoters see it again) or unlists a cloud-drive resource. */
export const setPanResourceListed = (id: number, listed: boolean) =>
  request(listed ? 'POST /admin-api/pan-resources/list' : 'POST /admin-api/pan-resources/unlist', { body: { id } });
