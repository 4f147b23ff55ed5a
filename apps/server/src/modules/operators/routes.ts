import { adminAuthCalls as calls } from '@tuike/contract/calls/admin-auth';
import { adminOperatorCalls as manage, adminSelfCalls as self } from '@tuike/contract/calls/admin-operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { captchaService } from '../captcha';
import { operatorAccountsService as accounts } from './accounts-service';
import { operatorSelfService } from './self-service';
import { operatorAuthService as service } from './service';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /admin-api/auth/captcha'], async (_req, _actor, reply) => {
    reply.header('cache-control', 'no-store');
    return captchaService.create(app.deps);
  });
  route(app, calls['POST /admin-api/auth/login'], (req) =>
    service.login(app.deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );
  route(app, calls['GET /admin-api/auth/me'], (_req, actor) => service.me(app.deps, actor));
  route(app, calls['POST /admin-api/auth/logout'], (_req, actor) => service.logout(app.deps, actor));

  route(app, self['POST /admin-api/auth/password'], (req, actor) =>
    operatorSelfService.changePassword(app.deps, actor, req.body),
  );
  // Both answers carry secrets; every API answer is no-store already (lib/no-store.ts).
  route(app, self['POST /admin-api/auth/totp/setup'], (_req, actor) => operatorSelfService.setupTotp(app.deps, actor));
  route(app, self['POST /admin-api/auth/totp/enable'], (req, actor) => operatorSelfService.enableTotp(app.deps, actor, req.body));
  route(app, self['POST /admin-api/auth/totp/disable'], (req, actor) =>
    operatorSelfService.disableTotp(app.deps, actor, req.body),
  );

  route(app, manage['GET /admin-api/operators/page'], (req, actor) => accounts.page(app.deps, actor, req.query));
  route(app, manage['POST /admin-api/operators/create'], (req, actor) => accounts.create(app.deps, actor, req.body));
  route(app, manage['POST /admin-api/operators/update'], (req, actor) => accounts.update(app.deps, actor, req.body));
  route(app, manage['POST /admin-api/operators/disable'], (req, actor) => accounts.disable(app.deps, actor, req.body.id));
  route(app, manage['POST /admin-api/operators/enable'], (req, actor) => accounts.enable(app.deps, actor, req.body.id));
  route(app, manage['POST /admin-api/operators/resetPassword'], (req, actor) =>
    accounts.resetPassword(app.deps, actor, req.body.id, req.body.password),
  );
  route(app, manage['POST /admin-api/operators/requireTotp'], (req, actor) =>
    accounts.requireTotp(app.deps, actor, req.body.id, req.body.required),
  );
  route(app, manage['POST /admin-api/operators/resetTotp'], (req, actor) => accounts.resetTotp(app.deps, actor, req.body.id));
  route(app, manage['GET /admin-api/settings/console'], (_req, actor) => accounts.consoleSetting(app.deps, actor));
  route(app, manage['POST /admin-api/settings/console'], (req, actor) => accounts.saveConsoleSetting(app.deps, actor, req.body));
};
