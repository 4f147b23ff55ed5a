import { fieldOfError } from '../../lib/field-errors';

export type ProfileField = 'nickname' | 'oldPassword' | 'newPassword' | 'confirm' | 'wxId';
const FIELDS: readonly ProfileField[] = ['nickname', 'oldPassword', 'newPassword', 'confirm', 'wxId'];

/** The profile form field a rejected call belongs to (null: the whole form). */
export const profileFieldOf = (err: unknown) =>
  fieldOfError(err, FIELDS, {
    // Both come with their field; the codes place them should it be missing.
    byCode: { PASSWORD_WRONG: 'oldPassword', PASSWORD_UNCHANGED: 'newPassword' },
    fallback: '保存失败，请稍后再试',
  });
