import { PLATFORMS } from '@tuike/contract/constants';
import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import type { TableParams } from '../../../lib/table-params';

export const VERSION_FILTERS = ['platform'] as const;
export type VersionFilter = (typeof VERSION_FILTERS)[number];
export type VersionRow = CallData<'GET /admin-api/content/versions/page'>['records'][number];

export const versionsPageKey = ['admin-api', 'content', 'versions', 'page'] as const;

/** One page of app releases, newest version first per platform. */
export const fetchVersionsPage = ({ page, size, filters }: TableParams<VersionFilter>) =>
  request('GET /admin-api/content/versions/page', {
    query: { page, size, platform: PLATFORMS.find((p) => p === filters.platform) },
  });
