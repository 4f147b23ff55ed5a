import { callGroup, defineCall } from '../call';
import {
  ZPanCreatePromotionBody,
  ZPanFillBody,
  ZPanLinkListQuery,
  ZPanLinkListResponse,
  ZPanLinkResponse,
  ZPanPromotionListQuery,
  ZPanPromotionListResponse,
  ZPanPromotionResponse,
  ZPanResourceDetailQuery,
  ZPanResourceDetailResponse,
  ZPanResourceListResponse,
  ZPanResourceQuery,
  ZPanUidQuery,
  ZPanUidResponse,
} from '../pan';

const tags = ['pan'];

/**
 * Cloud-drive promotion (网盘拉新). The spec names pan/* screens but no calls beyond the four of
 * ../shared/docs/api.md; the resource list and detail and my promotions are added in the same style, as the
 * screens need them.
 */
export const panCalls = callGroup({
  'GET /api/pan/resource/page': defineCall({
    method: 'GET',
    path: '/api/pan/resource/page',
    audience: 'public',
    tags,
    summary: "Listed resources of a drive platform to promote (added: the spec's pan/panDetail needs them)",
    query: ZPanResourceQuery,
    response: ZPanResourceListResponse,
  }),
  'GET /api/pan/resource/detail': defineCall({
    method: 'GET',
    path: '/api/pan/resource/detail',
    audience: 'public',
    tags,
    summary: 'One resource, listed or not (added: pan/post shows what is being promoted)',
    query: ZPanResourceDetailQuery,
    response: ZPanResourceDetailResponse,
  }),
  'POST /api/pan/CreatePromotion': defineCall({
    method: 'POST',
    path: '/api/pan/CreatePromotion',
    audience: 'promoter',
    tags,
    summary: 'Promote a resource: my share link and copy text (the same promotion when asked again)',
    description: "The first promotion on a drive platform binds the caller's UID there (`uid` required then).",
    body: ZPanCreatePromotionBody,
    response: ZPanPromotionResponse,
  }),
  'GET /api/pan/promotion/page': defineCall({
    method: 'GET',
    path: '/api/pan/promotion/page',
    audience: 'promoter',
    tags,
    summary: 'My cloud-drive promotions, newest first (added: pan/addPanUrl picks one)',
    query: ZPanPromotionListQuery,
    response: ZPanPromotionListResponse,
  }),
  'GET /api/pan/GetUid': defineCall({
    method: 'GET',
    path: '/api/pan/GetUid',
    audience: 'promoter',
    tags,
    summary: 'My UID on a drive platform and how to find it in the drive app',
    query: ZPanUidQuery,
    response: ZPanUidResponse,
  }),
  'GET /api/pan/link/page': defineCall({
    method: 'GET',
    path: '/api/pan/link/page',
    audience: 'promoter',
    tags,
    summary: 'My back-filled posts of cloud-drive promotions, newest first',
    query: ZPanLinkListQuery,
    response: ZPanLinkListResponse,
  }),
  'POST /api/pan/link/Fill': defineCall({
    method: 'POST',
    path: '/api/pan/link/Fill',
    audience: 'promoter',
    tags,
    summary: 'Back-fill where I posted a promotion (same link rules as works back-fill)',
    body: ZPanFillBody,
    response: ZPanLinkResponse,
  }),
});
