import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request';
import { profileFieldOf } from './messages';

const rejected = (msg: string, errorCode?: string, field?: string) => new RequestError(400, msg, false, { errorCode, field });

describe('profileFieldOf', () => {
  it('places the password errors and validation errors of the profile forms', () => {
    expect(profileFieldOf(rejected('原密码错误', 'PASSWORD_WRONG', 'oldPassword')).field).toBe('oldPassword');
    expect(profileFieldOf(rejected('原密码错误', 'PASSWORD_WRONG')).field).toBe('oldPassword');
    expect(profileFieldOf(rejected('新密码不能与原密码相同', 'PASSWORD_UNCHANGED')).field).toBe('newPassword');
    expect(profileFieldOf(rejected('wxId：微信号为 6-20 位', 'VALIDATION_FAILED', 'wxId'))).toEqual({
      field: 'wxId',
      text: '微信号为 6-20 位',
    });
    expect(profileFieldOf(null)).toEqual({ field: null, text: '保存失败，请稍后再试' });
  });
});
