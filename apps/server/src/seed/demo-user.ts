import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { addIncomeLine } from '../modules/account';
import { postToLedger } from '../modules/ledger';
import { hashPassword } from '../modules/user';
import { firstRow } from '../lib/rows';
import { addDays, operatorTime, ymdOperator } from '../lib/time';
import type { Random } from './random';

export const DEMO_ACCOUNT = '13800000000';
export const DEMO_PASSWORD = 'Demo@123456';

/**
 * The demo promoter with 45 days of income: lines older than a week are settled and credited
 * through the ledger's one posting function (so balance = ledger sum), the last week is still estimated.
 */
export async function seedDemoUser(tx: Tx, rnd: Random, platformIds: number[], workIds: number[], now: Date) {
  const inserted = await tx
    .insert(users)
    .values({ phone: DEMO_ACCOUNT, passwordHash: await hashPassword(DEMO_PASSWORD), nickname: '推客小星', inviteCode: 'TK8888' })
    .returning({ id: users.id });
  const user = firstRow(inserted, 'insert of the demo user');

  const today = ymdOperator(now);
  for (let day = 44; day >= 0; day--) {
    const date = addDays(today, -day);
    const count = 1 + rnd.int(3);
    for (let k = 0; k < count; k++) {
      const amount = 300 + rnd.int(9000);
      const settled = day > 7;
      const taskPlatformId = rnd.pick(platformIds);
      const workId = rnd.pick(workIds);
      const line = await addIncomeLine(tx, {
        userId: user.id,
        workId,
        taskPlatformId,
        status: settled ? 'credited' : 'estimated',
        amount,
        incomeDate: date,
        provenance: {
          source: 'demo-seed',
          batch: `demo-${date}`,
          row: k + 1,
          matchedBy: 'alias',
          matched: `推客星${workId}`,
          rule: 'CPS 70%',
          shareBps: 7000,
        },
        createdAt: operatorTime(date, '10:00:00'),
      });
      if (settled) {
        await postToLedger(tx, {
          userId: user.id,
          type: 'income',
          amount,
          ref: { type: 'income_line', id: line.id },
          note: '收益结算入账',
          at: operatorTime(addDays(date, 7), '12:00:00'),
        });
      }
    }
  }
  return user.id;
}
