import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows beside the account. */
const ISSUER = '推客星';
/** The standard parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;

const totpOf = (secret: string, account = '') =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), period: PERIOD });

/** A new 160-bit secret (RFC 4226's recommended length) with the URL and QR an authenticator scans. */
export async function newTotpSecret(account: string) {
  const totp = new TOTP({ issuer: ISSUER, label: account, secret: new Secret({ size: 20 }), period: PERIOD });
  const otpauthUrl = totp.toString();
  // Loaded by the first enrolment, not with the server (its PNG encoder is of no use to any other call).
  const { default: qrcode } = await import('qrcode');
  return { secret: totp.secret.base32, otpauthUrl, qrDataUrl: await qrcode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * The time step of a 6-digit code valid at `now` (one step either side), or null. Whether the step was
 * used before is for the caller to claim (`claimTotpStep`: a code is good once).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** Whether what was typed is meant as the authenticator's code rather than a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code);

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `xxxxx-xxxxx` from a 31-character alphabet: ~49 bits each, far beyond guessing under the login limits. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without its dash or spaces) in the form that is hashed. */
export const normaliseRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');
