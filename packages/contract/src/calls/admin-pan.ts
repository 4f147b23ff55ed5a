import { callGroup, defineCall } from '../call';
import {
  ZAdminPanResourceIdBody,
  ZAdminPanResourceResponse,
  ZAdminPanResourceSave,
  ZAdminPanResourcesQuery,
  ZAdminPanResourcesResponse,
} from '../admin-pan';

const read = { audience: 'operator', grant: 'catalogue.read' } as const;
const write = { audience: 'operator', grant: 'catalogue.write' } as const;
const tags = ['console: cloud-drive resources'];

/** The console's cloud-drive resources: promoters pick them on pan/panDetail. */
export const adminPanCalls = callGroup({
  'GET /admin-api/pan-resources/page': defineCall({
    method: 'GET',
    path: '/admin-api/pan-resources/page',
    ...read,
    tags,
    summary: 'Cloud-drive resources (deleted ones left out), with counts per status',
    query: ZAdminPanResourcesQuery,
    response: ZAdminPanResourcesResponse,
  }),
  'POST /admin-api/pan-resources/save': defineCall({
    method: 'POST',
    path: '/admin-api/pan-resources/save',
    ...write,
    tags,
    summary: 'Create or update a cloud-drive resource',
    body: ZAdminPanResourceSave,
    response: ZAdminPanResourceResponse,
  }),
  'POST /admin-api/pan-resources/list': defineCall({
    method: 'POST',
    path: '/admin-api/pan-resources/list',
    ...write,
    tags,
    summary: 'List a resource: promoters see it again',
    body: ZAdminPanResourceIdBody,
    response: ZAdminPanResourceResponse,
  }),
  'POST /admin-api/pan-resources/unlist': defineCall({
    method: 'POST',
    path: '/admin-api/pan-resources/unlist',
    ...write,
    tags,
    summary: 'Unlist a resource: no new promotions of it (existing share links keep working)',
    body: ZAdminPanResourceIdBody,
    response: ZAdminPanResourceResponse,
  }),
  'POST /admin-api/pan-resources/delete': defineCall({
    method: 'POST',
    path: '/admin-api/pan-resources/delete',
    ...write,
    tags,
    summary: 'Delete a resource (kept for the promotions made of it, hidden everywhere)',
    body: ZAdminPanResourceIdBody,
    response: ZAdminPanResourceResponse,
  }),
});
