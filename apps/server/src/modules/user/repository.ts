import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletionRequests, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const userRepository = {
  async byId(db: DbOrTx, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  async byPhone(db: DbOrTx, phone: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    return row ?? null;
  },

  async pendingDeletion(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(accountDeletionRequests)
      .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'pending')))
      .orderBy(desc(accountDeletionRequests.id))
      .limit(1);
    return row ?? null;
  },
};
