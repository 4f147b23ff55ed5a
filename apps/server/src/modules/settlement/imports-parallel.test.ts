import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createAlias } from '../../../test/factories-promotion';
import { createSettlementPlatform, dayBefore, financeTestApp, importReport, reportCsv } from '../../../test/factories-settlement';
import { client } from '../../../test/harness';
import { accountRecords, balances, settlementImports } from '../../db/schema';

const t = financeTestApp();

const DAY = 86_400_000;
const PROMOTERS = 30;

describe('two confirms at once', () => {
  it('applies two imports sharing promoters (and inviters) on two nodes at the same time: no deadlock, both applied once', async () => {
    const now = t.clock.now();
    const { platform, work } = await createSettlementPlatform(t.db, now);
    const promoters: { id: number; alias: string; inviterId: number | null }[] = [];
    for (let i = 0; i < PROMOTERS; i++) {
      // The second half was invited by the first half in reverse, so a line's rebate goes to a promoter
      // whose own rows come at the other end of each report.
      const inviterId = i >= PROMOTERS / 2 ? promoters[PROMOTERS - 1 - i]!.id : null;
      const { user } = await createUser(t.db, { inviterId });
      const alias = `并行${platform.id}x${i}`;
      await createAlias(
        t.db,
        { userId: user.id, workId: work.id, taskPlatformId: platform.id, alias },
        new Date(now.getTime() - 20 * DAY),
      );
      promoters.push({ id: user.id, alias, inviterId });
    }
    const day = dayBefore(t, 3);
    // The same promoters in opposite orders: posted row by row, each confirm would hold locks the other wants.
    const rows = (order: typeof promoters, tag: string) =>
      order.map((p, i) => [`${tag}${i}`, day, p.alias, '', '', '', '', '', '1.00']);
    const first = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: platform.id, reportDate: dayBefore(t, 2), kind: 'settled' },
      reportCsv(rows(promoters, 'a')),
    );
    const second = await importReport(
      t,
      t.finance.token,
      { taskPlatformId: platform.id, reportDate: dayBefore(t, 1), kind: 'settled' },
      reportCsv(rows([...promoters].reverse(), 'b')),
    );
    expect([first.preview.matchedRows, second.preview.matchedRows]).toEqual([PROMOTERS, PROMOTERS]);

    const other = await t.secondNode();
    const answers = await Promise.all([
      client(t).post(`/admin-api/settlement/imports/${first.id}/confirm`, { requestId: randomUUID() }, t.finance.token),
      client(other).post(`/admin-api/settlement/imports/${second.id}/confirm`, { requestId: randomUUID() }, t.finance.token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await Promise.all([t.app.settlementImports.drain(), other.app.settlementImports.drain()]);

    const imports = await t.db
      .select({ id: settlementImports.id, status: settlementImports.status, error: settlementImports.error })
      .from(settlementImports)
      .where(inArray(settlementImports.id, [first.id, second.id]))
      .orderBy(settlementImports.id);
    expect(imports).toEqual([
      { id: first.id, status: 'applied', error: null },
      { id: second.id, status: 'applied', error: null },
    ]);
    // Each promoter: two lines of 70 fen (CPS 70 % of ¥1.00); an inviter also 10 % of its invitee's two, 7 fen each.
    for (const p of promoters) {
      const invites = promoters.some((q) => q.inviterId === p.id);
      const [row] = await t.db.select().from(balances).where(eq(balances.userId, p.id));
      expect(row?.balance).toBe(140 + (invites ? 14 : 0));
      expect(await t.db.$count(accountRecords, eq(accountRecords.userId, p.id))).toBe(invites ? 4 : 2);
    }
  });
});
