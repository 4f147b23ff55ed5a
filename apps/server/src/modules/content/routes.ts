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
} from '@tuike/contract/content';
import { HEADER } from '@tuike/contract/constants';
import { ZPageQuery } from '@tuike/contract/envelope';
import { VERSION_PATTERN } from '@tuike/contract/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { contentService } from './service';

/** Help centre and app releases. All public; a valid token adds the caller's notice read marks. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (req: { auth: { userId: number } | null }) => req.auth?.userId ?? null;

  app.get(
    '/api/siteNotice/page',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices: pinned first, then newest; `read` for a logged-in caller',
        querystring: ZPageQuery,
        response: { 200: ZNoticePageResponse },
      },
    },
    async (req) => ok(await contentService.noticePage(app.deps, req.query, userId(req))),
  );
  app.get(
    '/api/siteNotice/detail',
    {
      schema: {
        tags: ['content'],
        summary: '(added) One notice with its body; marks it read for a logged-in caller',
        querystring: ZNoticeIdQuery,
        response: { 200: ZNoticeDetailResponse },
      },
    },
    async (req) => ok(await contentService.noticeDetail(app.deps, req.query.id, userId(req))),
  );
  app.get(
    '/api/article/tutorial/page',
    {
      schema: {
        tags: ['content'],
        summary: 'Video tutorials, optionally of one category',
        querystring: ZTutorialPageQuery,
        response: { 200: ZArticlePageResponse },
      },
    },
    async (req) => ok(await contentService.tutorialPage(app.deps, req.query)),
  );
  app.get(
    '/api/article/tutorial/categories',
    {
      schema: {
        tags: ['content'],
        summary: '(added) Tutorial categories in display order',
        response: { 200: ZTutorialCategoriesResponse },
      },
    },
    async () => ok(await contentService.tutorialCategories(app.deps)),
  );
  app.get(
    '/api/article/detail',
    {
      schema: {
        tags: ['content'],
        summary: 'One article by id, or the first of a kind (kind=about)',
        querystring: ZArticleDetailQuery,
        response: { 200: ZArticleDetailResponse },
      },
    },
    async (req) => ok(await contentService.articleDetail(app.deps, req.query)),
  );
  app.get(
    '/api/article/FAQ',
    {
      schema: {
        tags: ['content'],
        summary: 'FAQ with answers, grouped by category; keyword searches title and answer text',
        querystring: ZFaqQuery,
        response: { 200: ZFaqResponse },
      },
    },
    async (req) => ok(await contentService.faq(app.deps, req.query.keyword)),
  );
  app.get(
    '/api/user/upgrade/detail',
    {
      schema: {
        tags: ['content'],
        summary: 'Release notes of a platform, newest version first',
        querystring: ZUpgradeNotesQuery,
        response: { 200: ZUpgradeNotesResponse },
      },
    },
    async (req) => ok(await contentService.upgradeNotes(app.deps, req.query.platform)),
  );
  app.get(
    '/api/upgrade/latestVersion',
    {
      schema: {
        tags: ['content'],
        summary:
          'Latest release {currentVersion, url, notes, force} or null; `version` (or the app-version header) lets force cover skipped releases',
        querystring: ZLatestVersionQuery,
        response: { 200: ZLatestVersionResponse },
      },
    },
    async (req) => {
      const header = req.headers[HEADER.appVersion];
      const fromHeader = typeof header === 'string' && VERSION_PATTERN.test(header) ? header : undefined;
      return ok(await contentService.latestVersion(app.deps, req.query.platform, req.query.version ?? fromHeader));
    },
  );
};
