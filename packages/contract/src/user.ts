import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen } from './envelope';
import { multiline, ZInt32 } from './fields';

/** Mainland mobile numbers. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_LENGTH = 6;
/** Seconds between two SMS sends to one phone; the register screen counts down from it. */
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NICKNAME_MAX = 20;
/** Days during which logging in again withdraws an application to delete the account. */
export const DELETION_GRACE_DAYS = 7;
/** Days the app tells the promoter an application to delete the account was turned down, and why. */
export const DELETION_REJECTION_SHOWN_DAYS = 30;

export const ZUser = z.object({
  id: ZInt32,
  /** The public promoter number (推客号): eight random digits, what 我的 shows and support asks for; never the id. */
  promoterNo: z.string(),
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  inviteCode: z.string(),
  wxId: z.string().nullable(),
  vipLevel: ZInt32,
  createdAt: ZDateTime,
  /** Set while an application to delete the account is pending. */
  deleteRequestedAt: ZDateTime.nullable(),
  /**
   * The operator's answer when the latest application was turned down, for DELETION_REJECTION_SHOWN_DAYS
   * after the decision (null otherwise, and while a newer application is pending).
   */
  deletionRejection: z.object({ reason: z.string(), decidedAt: ZDateTime }).nullable(),
});
export type User = z.infer<typeof ZUser>;

// Field rules shared by the server (validation) and the forms (inline errors before sending).
export const ZPhone = z.string('请输入手机号').trim().min(1, '请输入手机号').regex(PHONE_PATTERN, '请输入正确的手机号');
export const ZSmsCode = z
  .string('请输入短信验证码')
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{6}$/, '短信验证码为 6 位数字');
export const ZPassword = z
  .string('请输入密码')
  .min(PASSWORD_MIN, `密码至少 ${PASSWORD_MIN} 位`)
  .max(PASSWORD_MAX, `密码最多 ${PASSWORD_MAX} 位`)
  .regex(/^\S+$/, '密码不能包含空格')
  .regex(/[A-Za-z]/, '密码需同时包含字母和数字')
  .regex(/\d/, '密码需同时包含字母和数字');
export const ZNickname = z
  .string('请输入昵称')
  .trim()
  .min(1, '请输入昵称')
  // Counted in characters, so an emoji is one, not two UTF-16 units.
  .refine((s) => [...s].length <= NICKNAME_MAX, `昵称最多 ${NICKNAME_MAX} 个字`)
  .refine((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), '昵称不能包含换行等控制字符');
/** WeChat IDs: 6–20 characters starting with a letter, or the phone number WeChat also accepts. */
export const ZWxId = z
  .string('请输入微信号')
  .trim()
  .min(1, '请输入微信号')
  .refine(
    (s) => /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(s) || PHONE_PATTERN.test(s),
    '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号',
  );
const ZCaptchaAnswer = {
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().trim().max(16).optional(),
};

export const ZCaptcha = z.object({ captchaId: z.string(), svg: z.string() });
export type Captcha = z.infer<typeof ZCaptcha>;
export const ZCaptchaResponse = ZEnvelope(ZCaptcha);

export const ZLoginHintQuery = z.object({
  account: z.string('请输入账号').trim().min(1, '请输入账号').max(64, '账号最多 64 位'),
});
/** What the login form needs before sending a password; identical for unknown accounts. */
export const ZLoginHint = z.object({ captchaRequired: z.boolean(), locked: z.boolean(), lockedUntil: ZDateTime.nullable() });
export type LoginHint = z.infer<typeof ZLoginHint>;
export const ZLoginHintResponse = ZEnvelope(ZLoginHint);

export const ZLoginRequest = z.object({
  account: z.string('请输入账号').trim().min(1, '请输入账号').max(64, '账号最多 64 位'),
  password: z.string('请输入密码').min(1, '请输入密码').max(128, '密码过长'),
  ...ZCaptchaAnswer,
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const SMS_PURPOSES = ['login', 'register'] as const;
/**
 * What a stored code may be for: the public send call's purposes, plus codes a logged-in promoter asks
 * for to their own phone (adding a withdrawal account), which the public call cannot send.
 */
export const SMS_CODE_PURPOSES = [...SMS_PURPOSES, 'withdrawAccount'] as const;
/** What the public send call (and the app's login/register forms) ask a code for. */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** What a stored code is for (the sms module checks and consumes codes of every purpose). */
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];
export const ZSendCodeRequest = z.object({
  phone: ZPhone,
  purpose: z.enum(SMS_PURPOSES, '验证码用途只能是 login 或 register'),
  captchaId: z.string('请先获取图形验证码').min(1, '请先获取图形验证码').max(64),
  captchaCode: z.string('请输入图形验证码').trim().min(1, '请输入图形验证码').max(16),
});
export type SendCodeRequest = z.infer<typeof ZSendCodeRequest>;
export const ZSendCodeResult = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export type SendCodeResult = z.infer<typeof ZSendCodeResult>;
export const ZSendCodeResponse = ZEnvelope(ZSendCodeResult);

export const ZPhoneLoginRequest = z.object({ phone: ZPhone, smsCode: ZSmsCode });
export type PhoneLoginRequest = z.infer<typeof ZPhoneLoginRequest>;

export const ZRegisterRequest = z.object({
  phone: ZPhone,
  smsCode: ZSmsCode,
  password: ZPassword,
  inviteCode: z
    .string()
    .trim()
    .max(16, '邀请码最多 16 位')
    .transform((s) => s.toUpperCase())
    .optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZSession = z.object({
  token: z.string(),
  user: ZUser,
  /** True when this login withdrew a pending application to delete the account. */
  deletionWithdrawn: z.boolean(),
});
export type Session = z.infer<typeof ZSession>;
export const ZLoginResponse = ZEnvelope(ZSession);

export const ZModifyNicknameRequest = z.object({ nickname: ZNickname });
export const ZModifyWxInfoRequest = z.object({ wxId: ZWxId });
export const ZChangePasswordRequest = z.object({
  oldPassword: z.string('请输入原密码').min(1, '请输入原密码').max(128, '密码过长'),
  newPassword: ZPassword,
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZUserResponse = ZEnvelope(ZUser);

/** The reason is free text from a text area, so it may run over several lines. */
export const ZApplyDeleteRequest = z.object({ reason: multiline(z.string().trim().max(200, '注销原因最多 200 字')).optional() });
export const ZDeletionApplication = z.object({ requestedAt: ZDateTime, withdrawUntil: ZDateTime });
export type DeletionApplication = z.infer<typeof ZDeletionApplication>;
export const ZDeletionApplicationResponse = ZEnvelope(ZDeletionApplication);

/** The home dashboard figures next to the user; all money in fen. */
export const ZHomeData = z.object({
  user: ZUser,
  balance: ZFen,
  todayEstimate: ZFen,
  yesterdayEstimate: ZFen,
  monthEstimate: ZFen,
  totalIncome: ZFen,
});
export type HomeData = z.infer<typeof ZHomeData>;
export const ZHomeDataResponse = ZEnvelope(ZHomeData);
