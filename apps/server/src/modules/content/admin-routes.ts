import { adminContentCalls as calls } from '@tuike/contract/calls/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { articleAdmin } from './admin-articles';
import { bannerAdmin } from './admin-banners';
import { noticeAdmin } from './admin-notices';
import { versionAdmin } from './admin-versions';

/** The console's content calls; the customer-service contact is a setting (modules/app-config). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/content/banners/page'], (req, actor) => bannerAdmin.page(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/content/banners/detail'], (req, actor) => bannerAdmin.detail(app.deps, actor, req.query.id));
  route(app, calls['POST /admin-api/content/banners/save'], (req, actor) => bannerAdmin.save(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/banners/enable'], (req, actor) => bannerAdmin.enable(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/banners/delete'], (req, actor) => bannerAdmin.remove(app.deps, actor, req.body.id));

  route(app, calls['GET /admin-api/content/notices/page'], (req, actor) => noticeAdmin.page(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/content/notices/detail'], (req, actor) => noticeAdmin.detail(app.deps, actor, req.query.id));
  route(app, calls['POST /admin-api/content/notices/save'], (req, actor) => noticeAdmin.save(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/notices/publish'], (req, actor) => noticeAdmin.publish(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/notices/delete'], (req, actor) => noticeAdmin.remove(app.deps, actor, req.body.id));

  route(app, calls['GET /admin-api/content/articles/page'], (req, actor) => articleAdmin.page(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/content/articles/categories'], (req, actor) =>
    articleAdmin.categories(app.deps, actor, req.query.kind),
  );
  route(app, calls['GET /admin-api/content/articles/detail'], (req, actor) => articleAdmin.detail(app.deps, actor, req.query.id));
  route(app, calls['POST /admin-api/content/articles/save'], (req, actor) => articleAdmin.save(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/articles/publish'], (req, actor) => articleAdmin.publish(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/articles/delete'], (req, actor) => articleAdmin.remove(app.deps, actor, req.body.id));

  route(app, calls['GET /admin-api/content/versions/page'], (req, actor) => versionAdmin.page(app.deps, actor, req.query));
  route(app, calls['GET /admin-api/content/versions/detail'], (req, actor) => versionAdmin.detail(app.deps, actor, req.query.id));
  route(app, calls['POST /admin-api/content/versions/save'], (req, actor) => versionAdmin.save(app.deps, actor, req.body));
  route(app, calls['POST /admin-api/content/versions/delete'], (req, actor) => versionAdmin.remove(app.deps, actor, req.body.id));
};
