import type { Db } from '../src/db/client';
import { realNames, withdrawAccounts } from '../src/db/schema';
import { firstRow } from '../src/lib/rows';
import { postToLedger } from '../src/modules/ledger';
import { dataKeyFrom } from '../src/modules/wallet/data-key';
import { idCheckChar, luhnValid } from '@tuike/contract/check-digits';
import { maskIdNumber } from '../src/modules/wallet/checks';
import { testConfig } from '../src/config';

let seq = 0;
const next = () => ++seq;

/** The key the test configuration carries, for rows written directly. */
export const testDataKey = dataKeyFrom(testConfig().dataEncryptionKey ?? Buffer.alloc(0));

/**
 * A checksum-valid, fictional resident ID number: area 110101, the birth date (YYYYMMDD), a sequence
 * number unique per call, and its GB 11643 check character.
 */
export function idNumberBornOn(birth: string): string {
  const first17 = `110101${birth}${String(next() % 1000).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

/** A Luhn-valid 16-digit card number, unique per call. */
export function cardNumber(): string {
  const body = `62220200${String(next()).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

/** A verified real name, written directly (the API path is tested in real-name.test.ts). */
export async function createRealName(db: Db, userId: number, name = '张三') {
  const idNumber = idNumberBornOn('19900307');
  const rows = await db
    .insert(realNames)
    .values({
      userId,
      name,
      idNumberEnc: testDataKey.encrypt(idNumber),
      idNumberHash: testDataKey.hash(idNumber),
      idNumberMasked: maskIdNumber(idNumber),
      birthDate: '1990-03-07',
    })
    .returning();
  return firstRow(rows, 'insert into real_names');
}

/** A live Alipay account in the holder's name, written directly. */
export async function createWithdrawAccount(db: Db, userId: number, holder = '张三') {
  const rows = await db
    .insert(withdrawAccounts)
    .values({
      userId,
      type: 'alipay',
      accountEnc: testDataKey.encrypt(`u${next()}@example.com`),
      accountMasked: 'u***@example.com',
      holder,
    })
    .returning();
  return firstRow(rows, 'insert into withdraw_accounts');
}

/** A promoter ready to withdraw: real name, one account and `balance` fen credited through the ledger. */
export async function createWithdrawer(db: Db, userId: number, balance: number, at = new Date()) {
  await createRealName(db, userId);
  const account = await createWithdrawAccount(db, userId);
  if (balance > 0)
    await db.transaction((tx) => postToLedger(tx, { userId, type: 'income', amount: balance, ref: null, note: '测试入账', at }));
  return account;
}
