import { idCheckChar, luhnValid } from '@tuike/contract/check-digits';
import { badRequest } from '../../lib/errors';

/**
 * An 18-digit resident ID number (GB 11643), upper-case X: its check character, a real birth date
 * (digits 7–14) not in the future, and an age of at least 18 on `today` (YYYY-MM-DD, operator zone).
 * Answers the birth date; each failure is a field error on idNumber that says what is wrong.
 */
export function checkIdNumber(idNumber: string, today: string): string {
  const invalid = (msg: string) => badRequest('VALIDATION_FAILED', msg, 'idNumber');
  if (!/^\d{17}[\dX]$/.test(idNumber)) throw invalid('身份证号应为 18 位');
  if (idCheckChar(idNumber.slice(0, 17)) !== idNumber[17]) throw invalid('身份证号校验位不正确，请核对');
  const [y, m, d] = [idNumber.slice(6, 10), idNumber.slice(10, 12), idNumber.slice(12, 14)].map(Number) as [
    number,
    number,
    number,
  ];
  const birth = new Date(Date.UTC(y, m - 1, d));
  const birthDate = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birthDate > today)
    throw invalid('身份证号中的出生日期无效');
  // The 18th birthday: Feb 29 births come of age on Mar 1 in a common year, as the date arithmetic gives.
  const adult = new Date(Date.UTC(y + 18, m - 1, d)).toISOString().slice(0, 10);
  if (adult > today) throw invalid('未满 18 周岁不能实名认证提现');
  return birthDate;
}

export function checkCardNumber(cardNumber: string): void {
  if (!/^\d{12,19}$/.test(cardNumber)) throw badRequest('VALIDATION_FAILED', '银行卡号应为 12-19 位数字', 'cardNumber');
  if (!luhnValid(cardNumber)) throw badRequest('VALIDATION_FAILED', '银行卡号不正确，请核对', 'cardNumber');
}

/** First 4 and last 4 characters, the rest starred: 1101**********123X. */
export const maskIdNumber = (id: string) => `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;

/** A phone as 138****8000, an e-mail as a***@example.com. */
export function maskAlipay(account: string): string {
  const at = account.indexOf('@');
  if (at < 0) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  return `${account.slice(0, 1)}***${account.slice(at)}`;
}

/** A card is shown by its last four digits only. */
export const cardLastFour = (card: string) => card.slice(-4);
