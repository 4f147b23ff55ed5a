import { userCalls as calls } from '@tuike/contract/calls/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { smsService } from './service';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['POST /api/user/getPhoneValidCode'], (req) => smsService.send(app.deps, req.body, req.ip));
};
