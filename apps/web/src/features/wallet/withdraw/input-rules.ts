import { idCheckChar, luhnValid } from '@tuike/contract/check-digits';

/**
 * What the real-name and bank-card fields keep of what is typed, and what they say about it before
 * anything is sent. The check digits are the contract's, the ones the server refuses a wrong number by;
 * the messages are the server's, so the promoter reads the same words either way.
 */

export const ID_NUMBER_LENGTH = 18;
const CARD_MIN_DIGITS = 12;
const CARD_MAX_DIGITS = 19;

/** Digits only, and an X (either case) only as the 18th character, where GB 11643 allows it. */
export function cleanIdNumber(typed: string): string {
  const chars = typed.toUpperCase().replace(/[^\dX]/g, '');
  let out = '';
  for (const c of chars) {
    if (out.length === ID_NUMBER_LENGTH) break;
    if (c !== 'X' || out.length === ID_NUMBER_LENGTH - 1) out += c;
  }
  return out;
}

/**
 * What is wrong with an ID number: a complete one is checked at once, a short one only once the
 * promoter is done with the field (`finished`), so typing the first digits raises nothing.
 */
export function idNumberIssue(id: string, finished: boolean): string | null {
  if (id.length < ID_NUMBER_LENGTH) return finished ? (id ? '身份证号应为 18 位' : '请输入身份证号') : null;
  return idCheckChar(id.slice(0, 17)) === id[17] ? null : '身份证号校验位不正确，请核对';
}

/** The digits of a card number, at most 19. */
export const cardDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);

/** 6222021234567890123 → `6222 0212 3456 7890 123`, as printed on the card. */
export const groupByFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * What is wrong with a card number. Card lengths differ (16 to 19 digits are common), so a number
 * cannot be called wrong while it may still be growing: its Luhn check is said once it passes when
 * typed (`valid`), and a failure only once the promoter is done with the field.
 */
export function cardNumberIssue(digits: string, finished: boolean): string | null {
  if (!finished) return null;
  if (!digits) return '请输入银行卡号';
  if (digits.length < CARD_MIN_DIGITS) return '银行卡号应为 12-19 位数字';
  return luhnValid(digits) ? null : '银行卡号不正确，请核对';
}

export const cardNumberPasses = (digits: string) => digits.length >= CARD_MIN_DIGITS && luhnValid(digits);

/** 13800138000 → 138****8000, as the server masks phones. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
