import { type FieldRules, fieldOfError } from '../../lib/field-errors';

export type AuthField = 'account' | 'phone' | 'password' | 'confirm' | 'captchaCode' | 'smsCode' | 'inviteCode';
const FIELDS: readonly AuthField[] = ['account', 'phone', 'password', 'confirm', 'captchaCode', 'smsCode', 'inviteCode'];

/**
 * The server names the field of most errors itself; the codes place the rest (and stand in should a
 * field be missing). A send limit belongs beside the send button, which sits in the SMS code field.
 */
const RULES: FieldRules<AuthField> = {
  byCode: {
    CAPTCHA_REQUIRED: 'captchaCode',
    CAPTCHA_EXPIRED: 'captchaCode',
    CAPTCHA_WRONG: 'captchaCode',
    SMS_CODE_EXPIRED: 'smsCode',
    SMS_CODE_WRONG: 'smsCode',
    SMS_CODE_TOO_MANY_TRIES: 'smsCode',
    SMS_SEND_TOO_SOON: 'smsCode',
    SMS_DAILY_LIMIT: 'smsCode',
    INVITE_CODE_UNKNOWN: 'inviteCode',
    PHONE_REGISTERED: 'phone',
    PASSWORD_WRONG: 'password',
  },
  // The captcha's id is not typed by anyone; its errors belong on the answer the person typed.
  aliases: { captchaId: 'captchaCode' },
};

/** The field of the login and registration forms a rejected call belongs to (null: the whole form). */
export const authFieldOf = (err: unknown) => fieldOfError(err, FIELDS, RULES);
