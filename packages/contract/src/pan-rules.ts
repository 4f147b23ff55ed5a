/**
 * A drive platform's UID as its app shows it: letters, digits, `_` and `-`. Zod-free, so the app's
 * UID field checks it as the server does without carrying zod.
 */
export const PAN_UID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
export const PAN_UID_RULE_TEXT = '网盘UID为 4-32 位字母、数字、下划线或短横线';
