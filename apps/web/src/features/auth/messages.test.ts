import { describe, expect, it } from 'vitest';
import { authFieldOf } from './messages';

describe('authFieldOf', () => {
  it('reads the field of a validation message', () => {
    expect(authFieldOf('password：密码至少 8 位')).toEqual({ field: 'password', text: '密码至少 8 位' });
    expect(authFieldOf('缺少必填字段 phone')).toEqual({ field: 'phone', text: '此项必填' });
  });

  it('places the services’ own messages on the field they name', () => {
    expect(authFieldOf('图形验证码错误，请重新输入').field).toBe('captchaCode');
    expect(authFieldOf('短信验证码错误，还可尝试 4 次').field).toBe('smsCode');
    expect(authFieldOf('发送太频繁，请 35 秒后再试').field).toBe('smsCode');
    expect(authFieldOf('邀请码不存在，请核对后重新输入').field).toBe('inviteCode');
    expect(authFieldOf('该手机号已注册，请直接登录').field).toBe('phone');
    expect(authFieldOf('账号或密码错误，再错 3 次将锁定 15 分钟').field).toBe('password');
  });

  it('leaves anything else to the whole form', () => {
    expect(authFieldOf('密码错误次数过多，请 15 分钟后再试，或使用验证码登录')).toEqual({
      field: null,
      text: '密码错误次数过多，请 15 分钟后再试，或使用验证码登录',
    });
    expect(authFieldOf('网络好像断了,请检查下网络!').field).toBeNull();
  });
});
