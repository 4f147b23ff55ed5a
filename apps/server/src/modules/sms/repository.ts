import { and, count, desc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export const smsRepository = {
  /**
   * Whether the phone has an account. Read here rather than through the user module, which uses
   * SMS codes for its logins: that module depending on this one is the only direction.
   */
  async hasAccount(db: DbOrTx, phone: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
    return row !== undefined;
  },

  /**
   * Serialises sends to one phone until the transaction ends, so two requests at the same moment
   * cannot both pass the 60-second and daily checks.
   */
  async lockPhone(tx: DbOrTx, phone: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
  },

  /** When the phone was last sent a code, and how many codes it was sent since `since`. */
  async recent(db: DbOrTx, phone: string, since: Date) {
    const [last] = await db
      .select({ at: max(smsCodes.createdAt) })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone));
    const sentSince = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
    return { lastSentAt: last?.at ?? null, sentSince: firstRow(sentSince, 'count of sms_codes').n };
  },

  async insert(db: DbOrTx, row: typeof smsCodes.$inferInsert): Promise<number> {
    const rows = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
    return firstRow(rows, 'insert into sms_codes').id;
  },

  /** Forgets a code the gateway never sent, so it counts neither for the resend wait nor the day. */
  async remove(db: DbOrTx, id: number) {
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
  },

  /** Only the newest code for a phone and purpose counts; a new send replaces the old one. */
  async latest(db: DbOrTx, phone: string, purpose: string): Promise<SmsCodeRow | null> {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return row ?? null;
  },

  /** Counts a wrong try; the new count, or null when the code was used up meanwhile. */
  async addAttempt(db: DbOrTx, id: number, maxTries: number): Promise<number | null> {
    const [row] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, maxTries)))
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts ?? null;
  },

  /** Uses the code up; false when another request got there first. */
  async markUsed(db: DbOrTx, id: number, now: Date, maxTries: number): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, maxTries)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  },
};
