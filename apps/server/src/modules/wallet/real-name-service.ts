import { type PromoterActor, scopeOf } from '../../lib/authorize';
import { conflict } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { ymdOperator } from '../../lib/time';
import { checkIdNumber, maskIdNumber } from './checks';
import { presentRealName } from './presenter';
import { walletRepository as repo } from './repository';
import type { WalletStore } from './store';

export const REAL_NAME_MSG = {
  alreadySet: '已完成实名认证，如需修改请联系客服',
  idInUse: '该身份证号已用于其他账号的实名认证',
  mismatch: '姓名与身份证号不一致，请核对后重试',
  required: '请先完成实名认证',
} as const;

export const realNameService = {
  /**
   * Sets the caller's real name, once. The ID number is checked (GB 11643, a real birth date, 18 or
   * older in the operator's today), stored encrypted, as a keyed hash (one ID number verifies one
   * account: a unique index decides between parallel requests) and masked for display.
   */
  async set({ db, clock, dataKey }: WalletStore, actor: PromoterActor, input: { name: string; idNumber: string }) {
    const { ownerId: userId } = scopeOf(actor, 'withdraw', 'money');
    if (await repo.realName(db, userId)) throw conflict('REAL_NAME_ALREADY_SET', REAL_NAME_MSG.alreadySet);
    const now = clock.now();
    const birthDate = checkIdNumber(input.idNumber, ymdOperator(now));
    try {
      const row = await repo.insertRealName(db, {
        userId,
        name: input.name,
        idNumberEnc: dataKey.encrypt(input.idNumber),
        idNumberHash: dataKey.hash(input.idNumber),
        idNumberMasked: maskIdNumber(input.idNumber),
        birthDate,
        createdAt: now,
      });
      if (!row) throw conflict('REAL_NAME_ALREADY_SET', REAL_NAME_MSG.alreadySet);
      return presentRealName(row);
    } catch (err) {
      if (uniqueViolation(err) !== 'real_names_id_number_hash_uq') throw err;
      // "In use" only to whoever names the person the ID number already verifies (its owner, with a
      // second account); anyone else gets what a wrong name and ID pair gets, so the call does not
      // say whose ID numbers are on the platform. docs/SECURITY.md has what this still tells.
      const holder = await repo.realNameByIdHash(db, dataKey.hash(input.idNumber));
      if (holder?.name === input.name) throw conflict('ID_NUMBER_IN_USE', REAL_NAME_MSG.idInUse, 'idNumber');
      throw conflict('REAL_NAME_MISMATCH', REAL_NAME_MSG.mismatch);
    }
  },
};
