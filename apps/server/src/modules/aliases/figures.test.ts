import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliasDailyStats, worksAliases, worksAliasLinks } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { createAlias, createAliasWork, createMediaAccount } from '../../../test/factories-promotion';
import { createTestApp, type TestApp } from '../../../test/harness';

// The figure columns of works_aliases are written by triggers (migration 0008_alias_figures) only: these
// tests change the source tables the ways the app, imports and the operator do, one row and many rows at
// a time, and hold the columns to a recount. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LinkState = 1 | 2 | 3;

/** Two aliases of one promoter, and a bound account to back-fill them with. */
async function twoAliases() {
  const { user } = await createUser(t.db);
  const { platform, work } = await createAliasWork(t.db);
  const base = { userId: user.id, workId: work.id, taskPlatformId: platform.id };
  const a = await createAlias(t.db, base, t.clock.now());
  const b = await createAlias(t.db, base, t.clock.now());
  const account = await createMediaAccount(t.db, user.id);
  let n = 0;
  /** Link rows as the back-fill and the operator's review leave them. */
  const links = (aliasId: number, states: LinkState[]) =>
    states.map((state) => {
      const url = `https://v.douyin.com/figures${aliasId}x${++n}`;
      return { aliasId, userId: user.id, platformAccountId: account.id, platform: 1 as const, url, normalizedUrl: url, state };
    });
  const day = (aliasId: number, statDate: string, newUsers: number, income: number) => ({
    aliasId,
    userId: user.id,
    statDate,
    newUsers,
    income,
  });
  return { a, b, links, day };
}

/** The stored figures of the aliases and the same figures counted from the source tables. */
async function storedAndRecounted(ids: number[]) {
  const l = worksAliasLinks;
  const s = aliasDailyStats;
  // Qualified by hand: drizzle writes bare column names in a one-table select, and a bare "id" inside
  // a subquery would name the subquery's own table.
  const aliasId = sql`${sql.identifier('works_aliases')}.${sql.identifier('id')}`;
  const rows = await t.db
    .select({
      id: worksAliases.id,
      stored: {
        linkCount: worksAliases.linkCount,
        effectiveLinkCount: worksAliases.effectiveLinkCount,
        income: worksAliases.income,
        newUsers: worksAliases.newUsers,
      },
      recounted: {
        linkCount: sql<number>`(select count(*) from ${l} where ${l.aliasId} = ${aliasId})`.mapWith(Number),
        effectiveLinkCount: sql<number>`(select count(*) from ${l} where ${l.aliasId} = ${aliasId} and ${l.state} = 2)`.mapWith(
          Number,
        ),
        income: sql<number>`(select coalesce(sum(${s.income}), 0) from ${s} where ${s.aliasId} = ${aliasId})`.mapWith(Number),
        newUsers: sql<number>`(select coalesce(sum(${s.newUsers}), 0) from ${s} where ${s.aliasId} = ${aliasId})`.mapWith(Number),
      },
    })
    .from(worksAliases)
    .where(inArray(worksAliases.id, ids))
    .orderBy(worksAliases.id);
  return {
    stored: rows.map((r) => ({ id: r.id, ...r.stored })),
    recounted: rows.map((r) => ({ id: r.id, ...r.recounted })),
  };
}

async function expectFiguresRecounted(ids: number[]) {
  const { stored, recounted } = await storedAndRecounted(ids);
  expect(stored).toEqual(recounted);
  return stored;
}

describe('works_aliases figures kept by triggers', () => {
  it('start at zero', async () => {
    const { a } = await twoAliases();
    expect(await expectFiguresRecounted([a.id])).toEqual([
      { id: a.id, linkCount: 0, effectiveLinkCount: 0, income: 0, newUsers: 0 },
    ]);
  });

  it('follow links: inserted in several states, one statement over two aliases, reviewed, moved and deleted', async () => {
    const { a, b, links } = await twoAliases();
    const ids = [a.id, b.id];
    await t.db.insert(worksAliasLinks).values(links(a.id, [1]));
    expect(await expectFiguresRecounted(ids)).toMatchObject([{ linkCount: 1, effectiveLinkCount: 0 }, { linkCount: 0 }]);

    const inserted = await t.db
      .insert(worksAliasLinks)
      .values([...links(a.id, [2, 2, 3]), ...links(b.id, [1, 2])])
      .returning({ id: worksAliasLinks.id, aliasId: worksAliasLinks.aliasId, state: worksAliasLinks.state });
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { linkCount: 4, effectiveLinkCount: 2 },
      { linkCount: 2, effectiveLinkCount: 1 },
    ]);

    // The operator's review: waiting → accepted, accepted → rejected, and a change of the reason alone.
    const waitingOfB = inserted.find((l) => l.aliasId === b.id && l.state === 1);
    const acceptedOfA = inserted.find((l) => l.aliasId === a.id && l.state === 2);
    if (!waitingOfB || !acceptedOfA) throw new Error('test data');
    await t.db.update(worksAliasLinks).set({ state: 2, reviewedAt: t.clock.now() }).where(eq(worksAliasLinks.id, waitingOfB.id));
    await t.db
      .update(worksAliasLinks)
      .set({ state: 3, reason: '视频中未出现口令' })
      .where(eq(worksAliasLinks.id, acceptedOfA.id));
    await t.db.update(worksAliasLinks).set({ reason: '改了理由' }).where(eq(worksAliasLinks.id, acceptedOfA.id));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { linkCount: 4, effectiveLinkCount: 1 },
      { linkCount: 2, effectiveLinkCount: 2 },
    ]);

    // Every accepted link of a moved to b in one statement, and a state change in the same statement.
    await t.db
      .update(worksAliasLinks)
      .set({ aliasId: b.id })
      .where(and(eq(worksAliasLinks.aliasId, a.id), eq(worksAliasLinks.state, 2)));
    await t.db.update(worksAliasLinks).set({ aliasId: a.id, state: 1 }).where(eq(worksAliasLinks.id, waitingOfB.id));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { linkCount: 4, effectiveLinkCount: 0 },
      { linkCount: 2, effectiveLinkCount: 2 },
    ]);

    await t.db.delete(worksAliasLinks).where(eq(worksAliasLinks.id, acceptedOfA.id));
    expect(await expectFiguresRecounted(ids)).toMatchObject([{ linkCount: 3 }, { linkCount: 2 }]);
    await t.db.delete(worksAliasLinks).where(inArray(worksAliasLinks.aliasId, ids));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { linkCount: 0, effectiveLinkCount: 0 },
      { linkCount: 0, effectiveLinkCount: 0 },
    ]);
  });

  it('follow daily stats: inserted one and many at a time, corrected, moved and deleted', async () => {
    const { a, b, day } = await twoAliases();
    const ids = [a.id, b.id];
    await t.db.insert(aliasDailyStats).values(day(a.id, '2026-11-01', 3, 1050));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 1050, newUsers: 3 },
      { income: 0, newUsers: 0 },
    ]);

    await t.db
      .insert(aliasDailyStats)
      .values([day(a.id, '2026-11-02', 2, 700), day(a.id, '2026-11-03', 0, 0), day(b.id, '2026-11-02', 5, 2500)]);
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 1750, newUsers: 5 },
      { income: 2500, newUsers: 5 },
    ]);

    // An import correcting a day (upsert on the day's unique index), then a correction by hand.
    await t.db
      .insert(aliasDailyStats)
      .values(day(a.id, '2026-11-01', 4, 1400))
      .onConflictDoUpdate({
        target: [aliasDailyStats.aliasId, aliasDailyStats.statDate],
        set: { newUsers: sql`excluded.new_users`, income: sql`excluded.income` },
      });
    await t.db
      .update(aliasDailyStats)
      .set({ income: sql`${aliasDailyStats.income} + 100` })
      .where(eq(aliasDailyStats.statDate, '2026-11-02'));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 2200, newUsers: 6 },
      { income: 2600, newUsers: 5 },
    ]);

    // A day reported under the wrong alias moves to the right one.
    await t.db
      .update(aliasDailyStats)
      .set({ aliasId: b.id })
      .where(and(eq(aliasDailyStats.aliasId, a.id), eq(aliasDailyStats.statDate, '2026-11-03')));
    await t.db
      .update(aliasDailyStats)
      .set({ aliasId: b.id, statDate: '2026-11-04' })
      .where(and(eq(aliasDailyStats.aliasId, a.id), eq(aliasDailyStats.statDate, '2026-11-01')));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 800, newUsers: 2 },
      { income: 4000, newUsers: 9 },
    ]);

    await t.db.delete(aliasDailyStats).where(eq(aliasDailyStats.statDate, '2026-11-02'));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 0, newUsers: 0 },
      { income: 1400, newUsers: 4 },
    ]);
    await t.db.delete(aliasDailyStats).where(inArray(aliasDailyStats.aliasId, ids));
    expect(await expectFiguresRecounted(ids)).toMatchObject([
      { income: 0, newUsers: 0 },
      { income: 0, newUsers: 0 },
    ]);
  });

  it('are undone with the statement that changed them (a rolled back transaction)', async () => {
    const { a, links, day } = await twoAliases();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(worksAliasLinks).values(links(a.id, [2]));
        await tx.insert(aliasDailyStats).values(day(a.id, '2026-11-01', 1, 300));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectFiguresRecounted([a.id])).toEqual([
      { id: a.id, linkCount: 0, effectiveLinkCount: 0, income: 0, newUsers: 0 },
    ]);
  });
});
