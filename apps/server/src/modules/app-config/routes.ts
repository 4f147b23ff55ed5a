import { ZAppSettingResponse, ZBannerListResponse, ZCustomerSettingResponse } from '@tuike/contract/content';
import { USER_PROMOTION_ENUMS } from '@tuike/contract/enums';
import { ZEnumItem, ZEnvelope } from '@tuike/contract/envelope';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banners } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { readSetting } from './settings';

const ZEnumListResponse = ZEnvelope(z.array(ZEnumItem));

export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['config'];
  for (const name of Object.keys(USER_PROMOTION_ENUMS) as (keyof typeof USER_PROMOTION_ENUMS)[]) {
    app.get(
      `/dev/config/Enums/${name}`,
      { schema: { tags, summary: `${name} as [{value, label}]`, response: { 200: ZEnumListResponse } } },
      async () => ok([...USER_PROMOTION_ENUMS[name]]),
    );
  }
  app.get(
    '/dev/config/GetAppSetting',
    { schema: { tags, summary: 'App settings, including withdrawalServiceFeeRate', response: { 200: ZAppSettingResponse } } },
    async () => ok(await readSetting(app.deps.db, 'app')),
  );
  app.get(
    '/dev/config/GetCustomerSetting',
    { schema: { tags, summary: 'Customer-service wechat, QR code and hours', response: { 200: ZCustomerSettingResponse } } },
    async () => ok(await readSetting(app.deps.db, 'customer')),
  );
  app.get(
    '/dev/config/GetIndexBannerList',
    {
      schema: {
        tags,
        summary: 'Home banners (image, and a route, article or external link)',
        response: { 200: ZBannerListResponse },
      },
    },
    async () => {
      const rows = await app.deps.db
        .select()
        .from(banners)
        .where(and(eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
      return ok(rows.map(({ id, title, image, linkType, link }) => ({ id, title, image, linkType, link })));
    },
  );
};
