import { z } from 'zod';
import { PUBLIC_READ_CACHE, callGroup, defineCall } from '../call';
import { ZAppSettingResponse, ZBannerListResponse, ZCustomerSettingResponse } from '../content';
import type { UserPromotionEnumName } from '../enums';
import { ZEnumItem, ZEnvelope } from '../envelope';

const tags = ['config'];
const ZEnumListResponse = ZEnvelope(z.array(ZEnumItem));

const enumCall = <const N extends UserPromotionEnumName>(name: N) =>
  defineCall({
    method: 'GET',
    path: `/dev/config/Enums/${name}`,
    audience: 'public',
    tags,
    summary: `${name} as [{value, label}]`,
    response: ZEnumListResponse,
  });

/** App configuration the spec serves under /dev/config (a production path despite its name). */
export const configCalls = callGroup({
  'GET /dev/config/Enums/UserPromotionResourceTypeEnum': enumCall('UserPromotionResourceTypeEnum'),
  'GET /dev/config/Enums/UserPromotionMethodEnum': enumCall('UserPromotionMethodEnum'),
  'GET /dev/config/Enums/UserPromotionWayEnum': enumCall('UserPromotionWayEnum'),
  'GET /dev/config/GetAppSetting': defineCall({
    method: 'GET',
    path: '/dev/config/GetAppSetting',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'App settings, including withdrawalServiceFeeRate',
    response: ZAppSettingResponse,
  }),
  'GET /dev/config/GetCustomerSetting': defineCall({
    method: 'GET',
    path: '/dev/config/GetCustomerSetting',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'Customer-service wechat, QR code and hours',
    response: ZCustomerSettingResponse,
  }),
  'GET /dev/config/GetIndexBannerList': defineCall({
    method: 'GET',
    path: '/dev/config/GetIndexBannerList',
    audience: 'public',
    cache: PUBLIC_READ_CACHE,
    tags,
    summary: 'Home banners (image, and a route, article or external link)',
    response: ZBannerListResponse,
  }),
});
