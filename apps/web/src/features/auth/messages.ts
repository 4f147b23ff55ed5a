import { fieldOfMessage } from '../../lib/field-errors';

export type AuthField = 'account' | 'phone' | 'password' | 'confirm' | 'captchaCode' | 'smsCode' | 'inviteCode';
const FIELDS: readonly AuthField[] = ['account', 'phone', 'password', 'confirm', 'captchaCode', 'smsCode', 'inviteCode'];

// The services' messages name their field in words; the order matters (图形验证码 before 验证码).
const KEYWORDS: ReadonlyArray<readonly [RegExp, AuthField]> = [
  [/图形验证码/, 'captchaCode'],
  [/captchaId/, 'captchaCode'],
  [/短信验证码|验证码错误|发送太频繁|发送次数/, 'smsCode'],
  [/邀请码/, 'inviteCode'],
  [/已注册|手机号/, 'phone'],
  [/账号或密码错误/, 'password'],
];

/** The field of the login and registration forms a server message belongs to (null: the whole form). */
export const authFieldOf = (msg: string) => fieldOfMessage<AuthField>(msg, FIELDS, KEYWORDS);

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : '操作失败，请稍后再试');
