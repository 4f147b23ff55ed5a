import type { DbOrTx } from '../../db/client';
import type { DataKey } from '../wallet';
import { operatorRepository as repo, type OperatorRow } from './repository';
import { looksLikeTotp, normaliseRecoveryCode, totpStep } from './totp';

/**
 * Recovery codes are kept as a keyed hash (the data key's HMAC): ~49 bits each would fall to an
 * offline search of plain SHA-256 hashes from a leaked database, not without the key.
 */
export const recoveryCodeHash = (dataKey: DataKey, code: string) =>
  dataKey.hash(`operator-recovery-code:${normaliseRecoveryCode(code)}`);

export type SecondFactorCheck = { ok: true } | { ok: false; replayed: boolean };

/**
 * Checks what an operator with two-factor on typed as their second factor: the authenticator's 6
 * digits (good once: its time step is claimed in the same statement that checks it was not used) or
 * one of their recovery codes (used up as it is accepted).
 */
export async function checkSecondFactor(
  tx: DbOrTx,
  dataKey: DataKey,
  operator: OperatorRow,
  code: string,
  now: Date,
): Promise<SecondFactorCheck> {
  if (!operator.totpSecretEnc) return { ok: false, replayed: false };
  if (looksLikeTotp(code)) {
    const step = totpStep(dataKey.decrypt(operator.totpSecretEnc), code, now);
    if (step === null) return { ok: false, replayed: false };
    return (await repo.claimTotpStep(tx, operator.id, step)) ? { ok: true } : { ok: false, replayed: true };
  }
  return (await repo.useRecoveryCode(tx, operator.id, recoveryCodeHash(dataKey, code), now))
    ? { ok: true }
    : { ok: false, replayed: false };
}

export const SECOND_FACTOR_MSG = {
  required: '请输入身份验证器中的 6 位验证码',
  wrong: '验证码错误',
  replayed: '该验证码已使用过，请等待身份验证器显示下一个验证码',
} as const;
