import { configCalls as calls } from '@tuike/contract/calls/config';
import { USER_PROMOTION_ENUMS } from '@tuike/contract/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { listBanners } from './banners';
import { appSettingForClient, readSetting } from './settings';

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
  route(app, calls['GET /dev/config/GetIndexBannerList'], () => listBanners(app.deps.db));
};
