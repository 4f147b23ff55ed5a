import { adminAuditCalls as calls } from '@tuike/contract/calls/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { auditService } from './service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/audit/page'], (req, actor) => auditService.page(app.deps, actor, req.query));
};
