import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema';

export const captchaRepository = {
  async insert(db: DbOrTx, row: typeof captchas.$inferInsert) {
    await db.insert(captchas).values(row);
  },

  /** Marks a live captcha used and returns its answer; null when unknown, used or expired. */
  async consume(db: DbOrTx, id: string, now: Date): Promise<string | null> {
    const [row] = await db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
      .returning({ answer: captchas.answer });
    return row?.answer ?? null;
  },

  /** The answer of a captcha without using it up; development tooling only. */
  async peek(db: DbOrTx, id: string): Promise<string | null> {
    const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, id));
    return row?.answer ?? null;
  },
};
