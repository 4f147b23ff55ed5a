import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { PAGE_SIZE_MAX } from './constants';
import { INT32_MAX, zQueryNumber } from './fields';

/** Every answer is wrapped: `{ code: 200, msg: 'ok', data }`; errors carry `data: null`. */
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

/**
 * `errorCode` and `field` were added after the first clients shipped, so both are optional: old
 * clients read `code` and `msg` only. `field` is the request field (dot path as sent) the error is about.
 */
export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  errorCode: z.enum(Object.values(ERROR_CODES)).optional(),
  field: z.string().optional(),
});

export type Envelope<T> = { code: number; msg: string; data: T };

export const PAGE_SIZE_DEFAULT = 10;
export { PAGE_SIZE_MAX };

/** Query strings carry numbers as text (plain decimal only, zQueryNumber); bounds follow the API doc. */
export const ZPageQuery = z.object({
  page: zQueryNumber(
    z.number().min(1, '页码从 1 开始').max(INT32_MAX, '页码超出范围').int('页码必须是整数'),
    '页码必须是整数',
  ).default(1),
  size: zQueryNumber(
    z.number().int('每页条数必须是整数').min(1, '每页条数至少为 1').max(PAGE_SIZE_MAX, `每页条数最多 ${PAGE_SIZE_MAX}`),
    '每页条数必须是整数',
  ).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export const ZPage = <T extends z.ZodType>(record: T) => z.object({ records: z.array(record), hasNextPages: z.boolean() });
export type Page<T> = { records: T[]; hasNextPages: boolean };

export const DATE_TYPE = { none: 0, today: 1, last7Days: 2, custom: 3 } as const;

const ZYmd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** dateType 0 none, 1 today, 2 last 7 days, 3 custom (startDate/endDate required). */
export const ZDateRangeQuery = z
  .object({
    dateType: zQueryNumber(z.number().int().min(0).max(3, '日期类型只能是 0-3'), '日期类型只能是 0-3').default(0),
    startDate: ZYmd.optional(),
    endDate: ZYmd.optional(),
  })
  .refine((q) => q.dateType !== 3 || (q.startDate && q.endDate), {
    message: '自定义日期需要开始和结束日期',
    path: ['startDate'],
  });

/** ISO 8601 with offset, as every time leaves the API. */
export const ZDateTime = z.string();

/** Money is integer fen on the wire. */
export const ZFen = z.number().int();

export const ZOk = ZEnvelope(z.null());

export const ZEnumItem = z.object({ value: z.number().int(), label: z.string() });
