import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { zQueryId } from './fields';
import { OPERATOR_GRANTS, OPERATOR_ROLES } from './operator-grants';

/** An operator's login name: letters, digits, `_`, `.` and `-`, 3–32 characters. */
export const OPERATOR_ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export const ZOperatorRole = z.enum(OPERATOR_ROLES, '角色只能是 admin、operator 或 finance');
export const ZOperatorGrant = z.enum(Object.keys(OPERATOR_GRANTS) as [keyof typeof OPERATOR_GRANTS]);

export const ZOperatorLoginRequest = z.object({
  account: z.string('请输入账号').trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string('请输入密码').min(1, '请输入密码').max(128, '密码过长'),
  /** Asked for after repeated failures (CAPTCHA_REQUIRED), as for promoters. */
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
  /** The authenticator's 6 digits, or a recovery code, once the account has two-factor (TOTP_REQUIRED). */
  totpCode: z.string().trim().max(32, '验证码过长').optional(),
});

/** The operator as the console shows them in its header and decides its menus by. */
export const ZOperatorMe = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: ZOperatorRole,
  grants: z.array(ZOperatorGrant),
  totpEnabled: z.boolean(),
  /** The admin requires two-factor for this account: it cannot be turned off. */
  totpRequired: z.boolean(),
  /** The admin requires two-factor for this account and it is not set up yet: only the set-up calls answer. */
  mustEnrollTotp: z.boolean(),
});
export type OperatorMe = z.infer<typeof ZOperatorMe>;

export const ZOperatorLoginResponse = ZEnvelope(z.object({ token: z.string(), operator: ZOperatorMe }));
export const ZOperatorMeResponse = ZEnvelope(ZOperatorMe);

/** One audit row as the console lists it; `before`/`after` already masked (ID numbers, secrets). */
export const ZAuditRecord = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorAccount: z.string(),
  action: z.string(),
  /** The table and row the write touched, e.g. `withdrawals` / `42`. */
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: ZDateTime,
});
export type AuditRecord = z.infer<typeof ZAuditRecord>;

const ZYmdQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const ZAuditPageQuery = ZPageQuery.extend({
  operatorId: zQueryId('操作人 id ').optional(),
  action: z.string().trim().max(64, '操作过长').optional(),
  targetType: z.string().trim().max(64, '对象类型过长').optional(),
  targetId: z.string().trim().max(64, '对象 id 过长').optional(),
  /** Operator time zone dates, inclusive. */
  from: ZYmdQuery.optional(),
  to: ZYmdQuery.optional(),
});
export const ZAuditPageResponse = ZEnvelope(ZPage(ZAuditRecord));
