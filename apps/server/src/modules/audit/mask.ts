/** Fields never written to the audit log in any form. */
const SECRET = /password|secret|token|hash|totp|recovery|captcha|smsCode|^code$/i;
/** Personal numbers kept recognisable to support but never whole: ID, card and Alipay account numbers. */
const PERSONAL = /idNumber|idCard|cardNo|card|accountNo|alipay|account_enc|accountEnc|phone/i;

const partial = (value: string) =>
  value.length <= 7 ? '*'.repeat(value.length) : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;

/**
 * A row as the audit log keeps it: secrets dropped to a marker, personal numbers shown by their ends
 * only, at any depth. Dates become ISO text (what jsonb holds anyway).
 */
export function maskForAudit(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (SECRET.test(key)) return '[已隐藏]';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return PERSONAL.test(key) ? partial(value) : value;
  if (Buffer.isBuffer(value)) return '[已隐藏]';
  if (Array.isArray(value)) return value.map((item) => maskForAudit(item, key));
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskForAudit(v, k)]));
  return value;
}
