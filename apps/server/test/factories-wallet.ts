import type { Db } from '../src/db/client';
import { balanceAdjustments, operators, realNames, withdrawAccounts } from '../src/db/schema';
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

/** The operator the factories' adjustments are made by: one per database, written directly. */
const factoryOperators = new WeakMap<Db, Promise<number>>();
function factoryOperator(db: Db): Promise<number> {
  let id = factoryOperators.get(db);
  if (!id) {
    const account = `factory-${process.pid}-${next()}`;
    // Never logs in: the hash is no password's.
    id = db
      .insert(operators)
      .values({ account, name: '测试运营', passwordHash: 'not-a-password-hash', role: 'admin' })
      .returning({ id: operators.id })
      .then((rows) => firstRow(rows, 'insert into operators').id);
    factoryOperators.set(db, id);
  }
  return id;
}

/**
 * Credits (or, negative, debits) `amount` fen to a promoter through the ledger as the console's balance
 * adjustment does: a `balance_adjustments` row, and the ledger row referencing it (type `adjustment`).
 * Money in a test thus always has a cause, as the ledger requires.
 */
export async function creditBalance(db: Db, userId: number, amount: number, at = new Date()) {
  const operatorId = await factoryOperator(db);
  return db.transaction(async (tx) => {
    const adjustment = firstRow(
      await tx
        .insert(balanceAdjustments)
        .values({ userId, operatorId, amount, reason: '测试入账', requestId: `factory-${process.pid}-${next()}`, createdAt: at })
        .returning(),
      'insert into balance_adjustments',
    );
    const { entry } = await postToLedger(tx, {
      userId,
      type: 'adjustment',
      amount,
      ref: { type: 'adjustment', id: adjustment.id },
      note: '测试入账',
      at,
    });
    return entry;
  });
}

/** A promoter ready to withdraw: real name, one account and `balance` fen credited through the ledger. */
export async function createWithdrawer(db: Db, userId: number, balance: number, at = new Date()) {
  await createRealName(db, userId);
  const account = await createWithdrawAccount(db, userId);
  if (balance > 0) await creditBalance(db, userId, balance, at);
  return account;
}
