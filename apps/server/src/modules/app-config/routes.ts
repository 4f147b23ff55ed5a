import { adminContentCalls } from '@tuike/contract/calls/admin-content';
import { adminSettingsCalls } from '@tuike/contract/calls/admin-settings';
import { configCalls as calls } from '@tuike/contract/calls/config';
import { USER_PROMOTION_ENUMS } from '@tuike/contract/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { listBanners } from './banners';
import { appSettingForClient, readSetting } from './settings';
import { settingsAdmin } from './settings-admin';

export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calls['GET /dev/config/Enums/UserPromotionResourceTypeEnum'], async () => [
    ...USER_PROMOTION_ENUMS.UserPromotionResourceTypeEnum,
  ]);
  route(app, calls['GET /dev/config/Enums/UserPromotionMethodEnum'], async () => [
    ...USER_PROMOTION_ENUMS.UserPromotionMethodEnum,
  ]);
  route(app, calls['GET /dev/config/Enums/UserPromotionWayEnum'], async () => [...USER_PROMOTION_ENUMS.UserPromotionWayEnum]);
  route(app, calls['GET /dev/config/GetAppSetting'], async () => appSettingForClient(await readSetting(app.deps.db, 'app')));
  route(app, calls['GET /dev/config/GetCustomerSetting'], () => readSetting(app.deps.db, 'customer'));
  route(app, calls['GET /dev/config/GetIndexBannerList'], () => listBanners(app.deps.db, app.deps.clock.now()));

  // The console: app settings (admin) and the customer-service contact (content).
  route(app, adminSettingsCalls['GET /admin-api/settings'], (_req, actor) => settingsAdmin.all(app.deps, actor));
  route(app, adminSettingsCalls['POST /admin-api/settings/save'], (req, actor) => settingsAdmin.save(app.deps, actor, req.body));
  route(app, adminContentCalls['GET /admin-api/content/customer'], (_req, actor) => settingsAdmin.customer(app.deps, actor));
  route(app, adminContentCalls['POST /admin-api/content/customer/save'], (req, actor) =>
    settingsAdmin.saveCustomer(app.deps, actor, req.body),
  );
};
