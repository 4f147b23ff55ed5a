import { z } from 'zod';

/**
 * Field builders every domain file shares, so that what the contract accepts is what the database
 * can hold: ids and counters are PostgreSQL `integer` columns (32-bit), and text never carries
 * control characters (PostgreSQL refuses NUL outright).
 */

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer an `integer` column holds; for answers, where the value comes from such a column. */
export const ZInt32 = z.number().int().min(INT32_MIN).max(INT32_MAX);

// Range before integer-ness, so 1e20 reads "超出范围" rather than "必须是整数" (zod reports both, the first is shown).
const ranged = (n: z.ZodNumber, label: string, min: number) =>
  n
    .min(min, min === 1 ? `${label}必须是正整数` : `${label}超出范围`)
    .max(INT32_MAX, `${label}超出范围`)
    .int(`${label}必须是整数`);

/**
 * Plain decimal, in its one spelling: digits, a minus sign at most, no leading zero, no spaces.
 * JavaScript's Number() (what z.coerce does) also reads '0x10' as 16, '1e1' as 10 and ' 1', '+1' or
 * '01' as 1, so one row would have many URLs (each its own entry in the answer cache) and a filter
 * could be passed in forms no client sends.
 */
const DECIMAL = /^(0|-?[1-9]\d*)$/;

/**
 * A number in a query string: its text when it is plain decimal (a number as it is, as clients type
 * it), then checked by `schema`. Anything else answers `message`, e.g. '页码必须是整数'; a missing
 * value stays missing (缺少必填字段 for a required one).
 */
export const zQueryNumber = <T extends z.ZodType<number, number>>(schema: T, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), z.number({ error: message }).pipe(schema));

/** A row id in a JSON body: a positive 32-bit integer. `label` names it in messages, e.g. '作品 id '. */
export const zId = (label = 'id ') => ranged(z.number(), label, 1);
/** A row id in a query string: plain decimal digits only (zQueryNumber). */
export const zQueryId = (label = 'id ') => zQueryNumber(ranged(z.number(), label, 1), `${label}必须是正整数`);
/** Any 32-bit integer (sort orders, codes) in a JSON body. */
export const zInt32 = (label = '') => ranged(z.number(), label, INT32_MIN);
/** Any 32-bit integer in a query string, e.g. a filter on an `integer` column. */
export const zQueryInt32 = (label = '') => zQueryNumber(ranged(z.number(), label, INT32_MIN), `${label}必须是整数`);

/**
 * Text fields where tabs and line breaks are legitimate (a text area, HTML). The server refuses
 * control characters in every text field it receives, and line breaks too unless the field's schema
 * is in this registry, so a new field is single-line until it says otherwise.
 * Register the finished string schema: `multiline(z.string().max(200))`, then `.optional()` etc.
 */
export const MULTILINE = z.registry<{ multiline: true }>();
export const multiline = <T extends z.ZodType>(schema: T): T => {
  MULTILINE.add(schema, { multiline: true });
  return schema;
};
