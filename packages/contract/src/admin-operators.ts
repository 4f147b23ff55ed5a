import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { zId } from './fields';
import { OPERATOR_ACCOUNT_PATTERN, ZOperatorRole } from './operator';
import { ZPassword } from './user';

/*
 * Operator accounts as the admin manages them, an operator's own password and two-factor, and the
 * console's session setting. The forms validate with these same schemas as the operator types.
 */

export const ZOperatorAccountName = z
  .string('请输入账号')
  .trim()
  .min(1, '请输入账号')
  .regex(OPERATOR_ACCOUNT_PATTERN, '账号为 3-32 位字母、数字、下划线、点或减号');

export const ZOperatorName = z
  .string('请输入姓名')
  .trim()
  .min(1, '请输入姓名')
  .refine((s) => [...s].length <= 32, '姓名最多 32 个字')
  .refine((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), '姓名不能包含换行等控制字符');

/** One operator account in the admin's list; never a password hash or a two-factor secret. */
export const ZOperatorRecord = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: ZOperatorRole,
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  /** The admin requires two-factor: until it is set up, the account's sessions reach only its own settings. */
  totpRequired: z.boolean(),
  /** The latest login, null when never logged in. */
  lastLoginAt: ZDateTime.nullable(),
  createdAt: ZDateTime,
});
export type OperatorRecord = z.infer<typeof ZOperatorRecord>;

export const ZOperatorPageQuery = ZPageQuery.extend({
  /** Part of the account or the name. */
  keyword: z.string().trim().max(32, '关键词最多 32 个字').optional(),
  role: ZOperatorRole.optional(),
  status: z.enum(['active', 'disabled'], '状态只能是 active 或 disabled').optional(),
});
export const ZOperatorPageResponse = ZEnvelope(ZPage(ZOperatorRecord));
export const ZOperatorRecordResponse = ZEnvelope(ZOperatorRecord);

/** The initial password follows the promoters' password rule (ZPassword), so one rule holds everywhere. */
export const ZOperatorCreateRequest = z.object({
  account: ZOperatorAccountName,
  name: ZOperatorName,
  role: ZOperatorRole,
  password: ZPassword,
});
export type OperatorCreateRequest = z.infer<typeof ZOperatorCreateRequest>;

export const ZOperatorUpdateRequest = z.object({ id: zId('账号 id '), name: ZOperatorName, role: ZOperatorRole });
export const ZOperatorIdRequest = z.object({ id: zId('账号 id ') });
export const ZOperatorResetPasswordRequest = z.object({ id: zId('账号 id '), password: ZPassword });
export const ZOperatorRequireTotpRequest = z.object({
  id: zId('账号 id '),
  required: z.boolean('请选择是否要求两步验证'),
});

/** An operator's own password change: the old one proves it is them, not a borrowed session. */
export const ZOperatorPasswordRequest = z.object({
  oldPassword: z.string('请输入原密码').min(1, '请输入原密码').max(128, '密码过长'),
  newPassword: ZPassword,
});

/** The authenticator's 6 digits. */
export const ZTotpCode = z
  .string('请输入验证码')
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为 6 位数字');
/** The authenticator's 6 digits or one of the recovery codes. */
export const ZTotpOrRecoveryCode = z.string('请输入验证码').trim().min(1, '请输入验证码').max(32, '验证码过长');

/** A new authenticator secret, not in force until `totp/enable` confirms a code from it. */
export const ZTotpSetup = z.object({
  /** Base32, for typing into an authenticator that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (PNG data URL). */
  qrDataUrl: z.string(),
});
export const ZTotpSetupResponse = ZEnvelope(ZTotpSetup);
export const ZTotpEnableRequest = z.object({ code: ZTotpCode });
/** Shown once: only their hashes are kept. Each logs in once when the authenticator is lost. */
export const ZTotpEnableResponse = ZEnvelope(z.object({ recoveryCodes: z.array(z.string()) }));
export const ZTotpDisableRequest = z.object({ code: ZTotpOrRecoveryCode });

/** Console sessions: how long one lasts without a request. */
export const CONSOLE_IDLE_MINUTES = { min: 5, max: 720, fallback: 30 } as const;
export const ZConsoleSetting = z.object({
  idleMinutes: z
    .number('请输入空闲超时分钟数')
    .int('空闲超时须为整数分钟')
    .min(CONSOLE_IDLE_MINUTES.min, `空闲超时至少 ${CONSOLE_IDLE_MINUTES.min} 分钟`)
    .max(CONSOLE_IDLE_MINUTES.max, `空闲超时最多 ${CONSOLE_IDLE_MINUTES.max} 分钟`),
});
export type ConsoleSetting = z.infer<typeof ZConsoleSetting>;
export const ZConsoleSettingResponse = ZEnvelope(ZConsoleSetting);
