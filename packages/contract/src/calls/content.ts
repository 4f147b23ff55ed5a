import { callGroup, defineCall } from '../call';
import {
  ZArticleDetailQuery,
  ZArticleDetailResponse,
  ZArticlePageResponse,
  ZFaqQuery,
  ZFaqResponse,
  ZLatestVersionQuery,
  ZLatestVersionResponse,
  ZNoticeDetailResponse,
  ZNoticeIdQuery,
  ZNoticePageResponse,
  ZTutorialCategoriesResponse,
  ZTutorialPageQuery,
  ZUpgradeNotesQuery,
  ZUpgradeNotesResponse,
} from '../content';
import { ZPageQuery } from '../envelope';

const tags = ['content'];

/** Help centre and app releases. All public; a valid token adds the caller's notice read marks. */
export const contentCalls = callGroup({
  'GET /api/siteNotice/page': defineCall({
    method: 'GET',
    path: '/api/siteNotice/page',
    auth: false,
    tags,
    summary: 'Notices: pinned first, then newest; `read` for a logged-in caller',
    query: ZPageQuery,
    response: ZNoticePageResponse,
  }),
  'GET /api/siteNotice/detail': defineCall({
    method: 'GET',
    path: '/api/siteNotice/detail',
    auth: false,
    tags,
    summary: '(added) One notice with its body; marks it read for a logged-in caller',
    query: ZNoticeIdQuery,
    response: ZNoticeDetailResponse,
  }),
  'GET /api/article/tutorial/page': defineCall({
    method: 'GET',
    path: '/api/article/tutorial/page',
    auth: false,
    tags,
    summary: 'Video tutorials, optionally of one category',
    query: ZTutorialPageQuery,
    response: ZArticlePageResponse,
  }),
  'GET /api/article/tutorial/categories': defineCall({
    method: 'GET',
    path: '/api/article/tutorial/categories',
    auth: false,
    tags,
    summary: '(added) Tutorial categories in display order',
    response: ZTutorialCategoriesResponse,
  }),
  'GET /api/article/detail': defineCall({
    method: 'GET',
    path: '/api/article/detail',
    auth: false,
    tags,
    summary: 'One article by id, or the first of a kind (kind=about)',
    query: ZArticleDetailQuery,
    response: ZArticleDetailResponse,
  }),
  'GET /api/article/FAQ': defineCall({
    method: 'GET',
    path: '/api/article/FAQ',
    auth: false,
    tags,
    summary: 'FAQ with answers, grouped by category; keyword searches title and answer text',
    query: ZFaqQuery,
    response: ZFaqResponse,
  }),
  'GET /api/user/upgrade/detail': defineCall({
    method: 'GET',
    path: '/api/user/upgrade/detail',
    auth: false,
    tags,
    summary: 'Release notes of a platform, newest version first',
    query: ZUpgradeNotesQuery,
    response: ZUpgradeNotesResponse,
  }),
  'GET /api/upgrade/latestVersion': defineCall({
    method: 'GET',
    path: '/api/upgrade/latestVersion',
    auth: false,
    tags,
    summary:
      'Latest release {currentVersion, url, notes, force} or null; `version` (or the app-version header) lets force cover skipped releases',
    query: ZLatestVersionQuery,
    response: ZLatestVersionResponse,
  }),
});
