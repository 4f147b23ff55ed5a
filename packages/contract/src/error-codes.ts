/**
 * Stable machine codes of the error envelope (`errorCode`). The client decides with them, never with
 * the Chinese `msg`, which may be reworded at any time. Zod-free: the client imports these values.
 * A code, once shipped, keeps its meaning; add new ones rather than reuse old ones.
 *
 * There is deliberately no "phone not registered" code: SMS login and sending a login code answer
 * alike for unknown phones (SMS_CODE_EXPIRED, or a silent send), so no call can tell who has an account.
 */
export const ERROR_CODES = {
  // —— request shape (400, 408, 413, 415, 431) ——
  /** A field failed its schema or the input guard; `field` names it (absent for the body as a whole). */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The body is not parseable JSON, or the HTTP parser refused the request. */
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  /** The body is larger than the server accepts (413). */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The body is not JSON (415). */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The request did not arrive in time (408). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** Headers or URL too long (431). */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** `page` asks for rows beyond the depth offset paging serves (`field`: page): page by `cursor` instead. */
  PAGE_TOO_DEEP: 'PAGE_TOO_DEEP',

  // —— who is calling (401, 403) ——
  /** No token was sent: the call needs a logged-in user. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A token was sent but is unknown, revoked or idle too long, or its user is gone. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** The caller is known but may not do this (see `lib/authorize.ts`); an operator whose role lacks the grant. */
  FORBIDDEN: 'FORBIDDEN',
  /** Operator login: the account has two-factor on; send the authenticator's code (`field`: totpCode). */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
  /** Operator login or two-factor set-up: the authenticator or recovery code is wrong (`field`: totpCode). */
  TOTP_WRONG: 'TOTP_WRONG',
  /** The admin requires two-factor for this operator and it is not set up: only the set-up calls answer (403). */
  TOTP_ENROLL_REQUIRED: 'TOTP_ENROLL_REQUIRED',
  /** The account (an operator's, or a promoter's an operator disabled) is disabled: its login is refused (403). */
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  /** Two-factor is already on for this account: turn it off before setting up a new authenticator (409). */
  TOTP_ALREADY_ENABLED: 'TOTP_ALREADY_ENABLED',
  /** Two-factor is not on (turning it off) or no set-up was started (turning it on) (409). */
  TOTP_NOT_SET_UP: 'TOTP_NOT_SET_UP',
  /** The admin requires two-factor for this account, so its operator cannot turn it off (409). */
  TOTP_REQUIRED_BY_ADMIN: 'TOTP_REQUIRED_BY_ADMIN',

  // —— what is addressed (404, 501) ——
  /** The row does not exist, is not published, or is not the caller's to see. */
  NOT_FOUND: 'NOT_FOUND',
  /** No such API path (or method). */
  NO_SUCH_CALL: 'NO_SUCH_CALL',
  /** The call is in the spec but not built yet (501). */
  NOT_BUILT: 'NOT_BUILT',

  // —— limits (429) ——
  /** Too many requests from this address (per-IP limit); `Retry-After` says when to try again. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Too many wrong passwords for this account: locked for a while, SMS login still works. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** An SMS code was sent to this phone less than a minute ago. */
  SMS_SEND_TOO_SOON: 'SMS_SEND_TOO_SOON',
  /** This phone has had today's SMS codes. */
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',

  // —— picture captcha (400) ——
  /** No captcha was answered where one is required (`field`: captchaCode). */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** The captcha is unknown, used or expired: load a new picture (`field`: captchaCode). */
  CAPTCHA_EXPIRED: 'CAPTCHA_EXPIRED',
  /** The captcha answer is wrong; the picture is used up (`field`: captchaCode). */
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',

  // —— SMS code (400, 500) ——
  /** No live code for this phone (never sent, used, expired): request a new one (`field`: smsCode). */
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  /** The code is wrong; tries are left (`field`: smsCode). */
  SMS_CODE_WRONG: 'SMS_CODE_WRONG',
  /** The code was wrong too often and no longer counts (`field`: smsCode). */
  SMS_CODE_TOO_MANY_TRIES: 'SMS_CODE_TOO_MANY_TRIES',
  /** The SMS gateway failed; nothing was used up, try again (500). */
  SMS_SEND_FAILED: 'SMS_SEND_FAILED',

  // —— accounts (400, 409) ——
  /** Login: account or password wrong; password change: the old password is wrong (`field` says which). */
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  /** The new password equals the old one (`field`: newPassword). */
  PASSWORD_UNCHANGED: 'PASSWORD_UNCHANGED',
  /** Registration or a register code for a phone that already has an account (`field`: phone). */
  PHONE_REGISTERED: 'PHONE_REGISTERED',
  /** The invite code belongs to nobody (`field`: inviteCode). */
  INVITE_CODE_UNKNOWN: 'INVITE_CODE_UNKNOWN',
  /** The invite code's promoter is disabled or their account deleted (`field`: inviteCode). */
  INVITE_CODE_DISABLED: 'INVITE_CODE_DISABLED',
  /** A deletion application is already pending. */
  DELETION_PENDING: 'DELETION_PENDING',
  /** Another operator account already has this name, case aside (`field`: account). */
  OPERATOR_ACCOUNT_TAKEN: 'OPERATOR_ACCOUNT_TAKEN',
  /** The change would leave no enabled admin account (disabling or demoting the last one). */
  LAST_ADMIN: 'LAST_ADMIN',
  /** Console: disabling a promoter already disabled, or enabling one who is not (another operator was first). */
  PROMOTER_STATUS_CONFLICT: 'PROMOTER_STATUS_CONFLICT',

  // —— keyword promotion (409) ——
  /** Another live alias on this task platform already has this word (`field`: alias). */
  ALIAS_TAKEN: 'ALIAS_TAKEN',
  /** After NFKC the alias still holds a character outside its platform's set, e.g. a radical (`field`: alias, 400). */
  ALIAS_CHARACTERS_INVALID: 'ALIAS_CHARACTERS_INVALID',
  /** The promoter holds as many live aliases as the operator allows. */
  ALIAS_LIMIT_REACHED: 'ALIAS_LIMIT_REACHED',
  /** Income is attributed to the alias, so it stays. */
  ALIAS_HAS_INCOME: 'ALIAS_HAS_INCOME',
  /** The alias is not active (in review, rejected or expired): nothing can be back-filled for it (`field`: aliasId). */
  ALIAS_NOT_ACTIVE: 'ALIAS_NOT_ACTIVE',
  /** This link is already back-filled for this alias (`field`: url). */
  LINK_ALREADY_FILLED: 'LINK_ALREADY_FILLED',
  /** The back-filled work's author, as the platform shows it, is not the chosen media account (400, `field`: url). */
  BACKFILL_NOT_AUTHOR: 'BACKFILL_NOT_AUTHOR',
  /** The UID is bound to another promoter, or already to this one (`field`: uid). */
  MEDIA_ACCOUNT_TAKEN: 'MEDIA_ACCOUNT_TAKEN',
  /** The promoter has as many media accounts bound on this platform as the operator allows (\`field\`: platform). */
  MEDIA_ACCOUNT_LIMIT: 'MEDIA_ACCOUNT_LIMIT',
  /** The star/MCN task has ended: it can no longer be taken (`field`: taskId). */
  TASK_ENDED: 'TASK_ENDED',
  /** The first cloud-drive promotion on a platform needs the promoter's drive UID (`field`: uid). */
  PAN_UID_REQUIRED: 'PAN_UID_REQUIRED',
  /** That drive UID is bound to another promoter on this platform (`field`: uid). */
  PAN_UID_TAKEN: 'PAN_UID_TAKEN',
  /** The resource is unlisted: no new promotions of it (`field`: resourceId). */
  PAN_RESOURCE_UNLISTED: 'PAN_RESOURCE_UNLISTED',

  // —— money (409) ——
  /** The balance does not cover this debit (a withdrawal, a clawback); nothing was posted. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** A withdrawal account or withdrawal needs the real name first. */
  REAL_NAME_REQUIRED: 'REAL_NAME_REQUIRED',
  /** The real name is set once and cannot be changed here. */
  REAL_NAME_ALREADY_SET: 'REAL_NAME_ALREADY_SET',
  /** The ID number already verifies another account of the same name (`field`: idNumber). */
  ID_NUMBER_IN_USE: 'ID_NUMBER_IN_USE',
  /** The name does not match the ID number (today: it verifies an account in another name). */
  REAL_NAME_MISMATCH: 'REAL_NAME_MISMATCH',
  /** The promoter already has as many withdrawal accounts as allowed (5). */
  WITHDRAW_ACCOUNT_LIMIT: 'WITHDRAW_ACCOUNT_LIMIT',
  /** The amount is below the minimum withdrawal (`field`: amount). */
  WITHDRAW_BELOW_MINIMUM: 'WITHDRAW_BELOW_MINIMUM',
  /** The amount would pass this month's maximum (`field`: amount). */
  WITHDRAW_MONTHLY_LIMIT: 'WITHDRAW_MONTHLY_LIMIT',
  /** Today is not a withdrawal day the operator opened (提现开放日). */
  WITHDRAW_CLOSED_TODAY: 'WITHDRAW_CLOSED_TODAY',
  /** The requestId was used for a different withdrawal (another amount or account) (`field`: requestId). */
  REQUEST_ID_REUSED: 'REQUEST_ID_REUSED',
  /** An operator's change of a withdrawal that its current status does not allow (e.g. paying a rejected one). */
  WITHDRAWAL_STATUS_CONFLICT: 'WITHDRAWAL_STATUS_CONFLICT',
  /** The amount is above what the payout channel carries in one withdrawal (`field`: amount). */
  WITHDRAW_ABOVE_CHANNEL_CAP: 'WITHDRAW_ABOVE_CHANNEL_CAP',
  /** Recording a transfer by hand for a payout an automatic channel (Alipay) answers for (409). */
  PAYOUT_CHANNEL_AUTOMATIC: 'PAYOUT_CHANNEL_AUTOMATIC',
  /** The payout was started through another channel than the one configured now; only its own can settle it (409). */
  PAYOUT_CHANNEL_CHANGED: 'PAYOUT_CHANNEL_CHANGED',
  /** An export would hold more rows than one file carries: narrow the filters (400). */
  EXPORT_TOO_LARGE: 'EXPORT_TOO_LARGE',

  // —— review queues (409) ——
  /** The alias, back-fill or deletion application is no longer waiting for review: someone decided it already. */
  REVIEW_CONFLICT: 'REVIEW_CONFLICT',
  /** A deletion application inside its grace period (the promoter may still withdraw it) cannot be approved. */
  DELETION_IN_GRACE_PERIOD: 'DELETION_IN_GRACE_PERIOD',

  // —— console content (409) ——
  /** An app release with this version number exists on the platform already (`field`: version). */
  APP_VERSION_EXISTS: 'APP_VERSION_EXISTS',
  /** A banner links to the article being deleted; the banner must lead elsewhere first. */
  CONTENT_IN_USE: 'CONTENT_IN_USE',

  // —— settlement (409) ——
  /** The import is not ready to confirm (still parsing, failed, or being applied): read its status. */
  IMPORT_NOT_READY: 'IMPORT_NOT_READY',
  /** An unmatched row is no longer waiting: another operator assigned it, or a later import matched it. */
  UNMATCHED_NOT_WAITING: 'UNMATCHED_NOT_WAITING',

  // —— re-check and whitelist applications ——
  /** The back-fill has a re-check waiting for the operator already (409). */
  RECHECK_OPEN: 'RECHECK_OPEN',
  /** The back-fill is still awaiting its first review: nothing to re-check yet (409). */
  RECHECK_LINK_PENDING: 'RECHECK_LINK_PENDING',
  /** Approving a re-check would reinstate a back-fill whose alias was deleted since (409). */
  RECHECK_LINK_GONE: 'RECHECK_LINK_GONE',
  /** The media account has a whitelist application pending or approved already (409). */
  WHITELIST_OPEN: 'WHITELIST_OPEN',
  /** The work's author, as the platform shows it, is not the media account (400, `field`: workUrl). */
  WHITELIST_NOT_AUTHOR: 'WHITELIST_NOT_AUTHOR',
  /** Too many pictures uploaded in the last 24 hours (429). */
  UPLOAD_QUOTA: 'UPLOAD_QUOTA',
  // —— watermark eraser (400, 404, 429, 502, 504) ——
  /** The text holds no Douyin or Kuaishou link (`field`: text), or one the eraser cannot read. */
  WATERMARK_LINK_UNSUPPORTED: 'WATERMARK_LINK_UNSUPPORTED',
  /** The work is deleted, private or under review on its platform (404). */
  WATERMARK_ITEM_GONE: 'WATERMARK_ITEM_GONE',
  /** The promoter has used today's quota (429). */
  WATERMARK_DAILY_LIMIT: 'WATERMARK_DAILY_LIMIT',
  /** The platform asked for a captcha or answered something unreadable (502): try again later. */
  WATERMARK_UPSTREAM_FAILED: 'WATERMARK_UPSTREAM_FAILED',
  /** The platform did not answer in time (504). */
  WATERMARK_UPSTREAM_TIMEOUT: 'WATERMARK_UPSTREAM_TIMEOUT',

  // —— the server (500) ——
  /** Anything unexpected; the details are in the server log only. */
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
