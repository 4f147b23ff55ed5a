import { request } from '../../../lib/request';

/** New weights for works: larger first in the app's 推荐 list. */
export const reorderWorks = (items: { id: number; weight: number }[]) => request('POST /admin-api/works/reorder', { body: { items } });
