import { fieldOfMessage } from '../../lib/field-errors';

export type ProfileField = 'nickname' | 'oldPassword' | 'newPassword' | 'confirm' | 'wxId';
const FIELDS: readonly ProfileField[] = ['nickname', 'oldPassword', 'newPassword', 'confirm', 'wxId'];
const KEYWORDS: ReadonlyArray<readonly [RegExp, ProfileField]> = [
  [/原密码/, 'oldPassword'],
  [/新密码/, 'newPassword'],
  [/昵称/, 'nickname'],
  [/微信号/, 'wxId'],
];

/** The profile form field a server message belongs to (null: the whole form). */
export const profileFieldOf = (err: unknown) =>
  fieldOfMessage<ProfileField>(err instanceof Error ? err.message : '保存失败，请稍后再试', FIELDS, KEYWORDS);
