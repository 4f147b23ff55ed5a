/**
 * Check digits of identity and card numbers, shared by the server (which refuses a wrong one) and the
 * app (which says so as the promoter types). Zod-free.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** The check character GB 11643 gives the first 17 digits of a resident ID: Σ digit × weight mod 11, mapped. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (ID_WEIGHTS[i] ?? 0), 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/** Luhn (mod 10), the check digit of bank card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
