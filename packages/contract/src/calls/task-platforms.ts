import { PUBLIC_READ_CACHE, callGroup, defineCall } from '../call';
import {
  ZTaskPlatformDetailQuery,
  ZTaskPlatformDetailResponse,
  ZTaskPlatformFilterQuery,
  ZTaskPlatformFilterResponse,
  ZTaskPlatformListQuery,
  ZTaskPlatformListResponse,
} from '../taskPlatform';

const tags = ['taskPlatform'];

export const taskPlatformCalls = callGroup({
  'GET /api/taskPlatform/list': defineCall({
    method: 'GET',
    path: '/api/taskPlatform/list',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'Task platforms (the app loads size 999 at start-up)',
    query: ZTaskPlatformListQuery,
    response: ZTaskPlatformListResponse,
  }),
  'GET /api/taskPlatform/detail': defineCall({
    method: 'GET',
    path: '/api/taskPlatform/detail',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'One task platform with its rules',
    query: ZTaskPlatformDetailQuery,
    response: ZTaskPlatformDetailResponse,
  }),
  'GET /api/taskPlatform/getTaskPlatformList': defineCall({
    method: 'GET',
    path: '/api/taskPlatform/getTaskPlatformList',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'Task platforms filtered by PromotionType and SettlementType',
    query: ZTaskPlatformFilterQuery,
    response: ZTaskPlatformFilterResponse,
  }),
});
