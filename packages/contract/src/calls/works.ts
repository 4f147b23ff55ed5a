import { PUBLIC_READ_CACHE, callGroup, defineCall } from '../call';
import { ZWorkDetailResponse, ZWorkIdQuery, ZWorksListQuery, ZWorksListResponse, ZWorkVideosResponse } from '../works';

const tags = ['works'];

export const worksCalls = callGroup({
  'GET /api/works/list': defineCall({
    method: 'GET',
    path: '/api/works/list',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'Works (short dramas, novels) by type, search word and sort; pages by page or cursor',
    query: ZWorksListQuery,
    response: ZWorksListResponse,
  }),
  'GET /api/works/detail': defineCall({
    method: 'GET',
    path: '/api/works/detail',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'One work',
    query: ZWorkIdQuery,
    response: ZWorkDetailResponse,
  }),
  'GET /api/works/videos': defineCall({
    method: 'GET',
    path: '/api/works/videos',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: "A work's promotion materials (videos, images, copy)",
    query: ZWorkIdQuery,
    response: ZWorkVideosResponse,
  }),
});
