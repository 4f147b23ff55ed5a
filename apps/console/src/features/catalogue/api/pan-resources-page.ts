import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const PAN_FILTERS = ['keyword', 'taskPlatformId', 'category', 'status'] as const;
export type PanFilter = (typeof PAN_FILTERS)[number];
export type PanResourceRow = CallData<'GET /admin-api/pan-resources/page'>['records'][number];
const STATUSES = ['listed', 'unlisted'] as const;
const CATEGORIES = [1, 2, 3, 4, 5] as const;

export const panResourcesPageKey = ['admin-api', 'pan-resources', 'page'] as const;

export const fetchPanResourcesPage = ({ page, size, filters: { status, category, ...filters } }: TableParams<PanFilter>) =>
  request('GET /admin-api/pan-resources/page', {
    query: {
      page,
      size,
      ...filters,
      status: STATUSES.find((s) => s === status),
      category: CATEGORIES.find((c) => String(c) === category),
    },
  });
