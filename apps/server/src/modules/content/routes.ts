import { contentCalls as calls } from '@tuike/contract/calls/content';
import { HEADER } from '@tuike/contract/constants';
import { VERSION_PATTERN } from '@tuike/contract/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptLiveSession } from '../../lib/auth';
import { route, routeOptionalSession } from '../../lib/route';
import { contentService } from './service';

/** Help centre and app releases. All public; a valid token adds the caller's notice read marks. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // A token's session is checked inside the page statement: one round trip for the read marks.
  routeOptionalSession(
    app,
    calls['GET /api/siteNotice/page'],
    async (req, token) => acceptLiveSession(req, await contentService.noticePage(app.deps, req.query, token)).data,
  );
  route(app, calls['GET /api/siteNotice/detail'], (req, actor) => contentService.noticeDetail(app.deps, req.query.id, actor));
  route(app, calls['GET /api/article/tutorial/page'], (req) => contentService.tutorialPage(app.deps, req.query));
  route(app, calls['GET /api/article/tutorial/categories'], () => contentService.tutorialCategories(app.deps));
  route(app, calls['GET /api/article/detail'], (req) => contentService.articleDetail(app.deps, req.query));
  route(app, calls['GET /api/article/FAQ'], (req) => contentService.faq(app.deps, req.query.keyword));
  route(app, calls['GET /api/user/upgrade/detail'], (req) => contentService.upgradeNotes(app.deps, req.query.platform));
  route(app, calls['GET /api/upgrade/latestVersion'], (req) => {
    const header = req.headers[HEADER.appVersion];
    const fromHeader = typeof header === 'string' && VERSION_PATTERN.test(header) ? header : undefined;
    return contentService.latestVersion(app.deps, req.query.platform, req.query.version ?? fromHeader);
  });
};
