import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/user';
import { firstRow } from '../lib/rows';

export const DEMO_ACCOUNT = '13800000000';
export const DEMO_PASSWORD = 'Demo@123456';

/** The demo promoter; their aliases, income and withdrawals are seeded after (promotion.ts, income.ts, wallet.ts). */
export async function seedDemoUser(tx: Tx) {
  const inserted = await tx
    .insert(users)
    .values({ phone: DEMO_ACCOUNT, passwordHash: await hashPassword(DEMO_PASSWORD), nickname: '推客小星', inviteCode: 'TK8888' })
    .returning({ id: users.id });
  return firstRow(inserted, 'insert of the demo user').id;
}
