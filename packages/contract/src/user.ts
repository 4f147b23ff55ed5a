import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen } from './envelope';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const ZUser = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  inviteCode: z.string(),
  wxId: z.string().nullable(),
  vipLevel: z.number().int(),
  createdAt: ZDateTime,
  /** Set while an application to delete the account is pending. */
  deleteRequestedAt: ZDateTime.nullable(),
});
export type User = z.infer<typeof ZUser>;

export const ZLoginRequest = z.object({
  account: z.string('请输入账号').trim().min(1, '请输入账号'),
  password: z.string('请输入密码').min(1, '请输入密码'),
  captchaId: z.string().optional(),
  captchaCode: z.string().optional(),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSession = z.object({ token: z.string(), user: ZUser });
export type Session = z.infer<typeof ZSession>;
export const ZLoginResponse = ZEnvelope(ZSession);

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
