import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request';
import { authFieldOf } from './messages';

const rejected = (msg: string, errorCode?: string, field?: string) => new RequestError(400, msg, false, { errorCode, field });

describe('authFieldOf', () => {
  it('places a validation error on the field the server names, without its prefix', () => {
    expect(authFieldOf(rejected('password：密码至少 8 位', 'VALIDATION_FAILED', 'password'))).toEqual({
      field: 'password',
      text: '密码至少 8 位',
    });
    expect(authFieldOf(rejected('captchaId：应为文本', 'VALIDATION_FAILED', 'captchaId')).field).toBe('captchaCode');
  });

  it('places the services’ errors by their field, and by their code where no field came', () => {
    expect(authFieldOf(rejected('图形验证码错误，请重新输入', 'CAPTCHA_WRONG', 'captchaCode')).field).toBe('captchaCode');
    const byCode: Array<[string, string]> = [
      ['CAPTCHA_WRONG', 'captchaCode'],
      ['CAPTCHA_EXPIRED', 'captchaCode'],
      ['SMS_CODE_WRONG', 'smsCode'],
      ['SMS_SEND_TOO_SOON', 'smsCode'],
      ['SMS_DAILY_LIMIT', 'smsCode'],
      ['INVITE_CODE_UNKNOWN', 'inviteCode'],
      ['PHONE_REGISTERED', 'phone'],
      ['PASSWORD_WRONG', 'password'],
    ];
    for (const [code, field] of byCode) expect(authFieldOf(rejected('任意文字', code)).field).toBe(field);
  });

  it('never reads the message: the same words without a code go to the whole form', () => {
    expect(authFieldOf(rejected('图形验证码错误，请重新输入')).field).toBeNull();
    expect(authFieldOf(rejected('账号或密码错误')).field).toBeNull();
  });

  it('leaves anything else to the whole form', () => {
    expect(authFieldOf(rejected('密码错误次数过多，请 15 分钟后再试，或使用验证码登录', 'ACCOUNT_LOCKED'))).toEqual({
      field: null,
      text: '密码错误次数过多，请 15 分钟后再试，或使用验证码登录',
    });
    expect(authFieldOf(new RequestError(0, '网络好像断了,请检查下网络!')).field).toBeNull();
    expect(authFieldOf(rejected('nickname：太长', 'VALIDATION_FAILED', 'nickname')).field).toBeNull();
    expect(authFieldOf('not an error')).toEqual({ field: null, text: '操作失败，请稍后再试' });
  });
});
