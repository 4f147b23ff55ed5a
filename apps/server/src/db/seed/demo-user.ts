import type { Tx } from '../client';
import { accountRecords, balances, incomeLines, users } from '../schema';
import { hashPassword } from '../../modules/user/password';
import { addDays, ymdShanghai } from '../../lib/time';
import type { Random } from './random';

export const DEMO_ACCOUNT = '13800000000';
export const DEMO_PASSWORD = 'Demo@123456';

/**
 * The demo promoter with 45 days of income: lines older than a week are settled and credited
 * through the ledger (so balance = ledger sum), the last week is still estimated.
 */
export async function seedDemoUser(tx: Tx, rnd: Random, platformIds: number[], workIds: number[], now: Date) {
  const [user] = await tx
    .insert(users)
    .values({ phone: DEMO_ACCOUNT, passwordHash: await hashPassword(DEMO_PASSWORD), nickname: '推客小星', inviteCode: 'TK8888' })
    .returning({ id: users.id });

  const today = ymdShanghai(now);
  let balance = 0;
  for (let day = 44; day >= 0; day--) {
    const date = addDays(today, -day);
    const count = 1 + rnd.int(3);
    for (let k = 0; k < count; k++) {
      const amount = 300 + rnd.int(9000);
      const settled = day > 7;
      const taskPlatformId = rnd.pick(platformIds);
      const workId = rnd.pick(workIds);
      const [line] = await tx
        .insert(incomeLines)
        .values({
          userId: user.id,
          workId,
          taskPlatformId,
          status: settled ? 'credited' : 'estimated',
          amount,
          incomeDate: date,
          provenance: { source: 'demo-seed', batch: `demo-${date}`, row: k + 1, matchedBy: 'alias', rule: 'CPS 70%' },
          createdAt: new Date(`${date}T10:00:00+08:00`),
        })
        .returning({ id: incomeLines.id });
      if (settled) {
        balance += amount;
        await tx.insert(accountRecords).values({
          userId: user.id,
          type: 'income',
          amount,
          balanceAfter: balance,
          refType: 'income_line',
          refId: line.id,
          note: '收益结算入账',
          createdAt: new Date(`${addDays(date, 7)}T12:00:00+08:00`),
        });
      }
    }
  }
  await tx.insert(balances).values({ userId: user.id, balance });
  return user.id;
}
