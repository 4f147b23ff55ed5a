import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskPlatform, createUser, createWork } from '../../../test/factories';
import { createIncomeLine } from '../../../test/factories-income';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { promoter } from '../../lib/authorize';
import { accountService } from './service';

// The app's income page reads its total from maintained figures (income_days and two partial indexes), the
// console's from the lines themselves (accountService.incomePage): on awkward data both must answer exactly
// the same. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let api: ReturnType<typeof client>;
type Promoter = Awaited<ReturnType<typeof createUser>>;
let carol: Promoter;
let dave: Promoter;
let nobody: Promoter;

const PAGE = '/api/userAccount/income/page';
const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  setClock('2026-03-15T04:00:00Z');
  [carol, dave, nobody] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
  const [p1, p2] = await Promise.all([createTaskPlatform(t.db), createTaskPlatform(t.db)]);
  const w1 = await createWork(t.db, { taskPlatformId: p1.id });
  const w2 = await createWork(t.db, { taskPlatformId: p2.id });
  const line = (who: Promoter, incomeDate: string, taskPlatformId: number, workId: number, extra = {}) =>
    createIncomeLine(t.db, { userId: who.user.id, incomeDate, taskPlatformId, workId, ...extra });
  for (const who of [carol, dave]) {
    // The 14th on p1: two estimates (one negative), then its settlement supersedes them, then a late estimate
    // arrives after the settlement (superseded at once); p2's estimate of the same day stays counted.
    await line(who, '2026-03-14', p1.id, w1.id, { amount: 1_200 });
    await line(who, '2026-03-14', p1.id, w1.id, { amount: -150 });
    await line(who, '2026-03-14', p1.id, w1.id, { amount: 1_000, status: 'credited' });
    await line(who, '2026-03-14', p1.id, w1.id, { amount: 777 });
    await line(who, '2026-03-14', p2.id, w2.id, { amount: 333 });
    // Settled before the engine, never credited (one negative), and a credited refund on the same day.
    await line(who, '2026-03-09', p2.id, w2.id, { amount: 400, status: 'settled' });
    await line(who, '2026-03-09', p2.id, w2.id, { amount: -90, status: 'settled' });
    await line(who, '2026-03-09', p1.id, w1.id, { amount: 5_000, status: 'credited' });
    await line(who, '2026-03-09', p1.id, w1.id, { amount: -700, status: 'credited' });
    // The edges of the presets (today; 6 and 7 days ago) and a day of last year.
    await line(who, '2026-03-15', p1.id, w1.id, { amount: 10 });
    await line(who, '2026-03-08', p2.id, w2.id, { amount: 20, status: 'credited' });
    await line(who, '2025-12-31', p2.id, w2.id, { amount: 30_000, status: 'settled' });
    // A day whose lines net to zero.
    await line(who, '2026-03-01', p1.id, w1.id, { amount: 500, status: 'credited' });
    await line(who, '2026-03-01', p1.id, w1.id, { amount: -500, status: 'credited' });
  }
  // Dave's extra line, so that a total mixing the two promoters would show.
  await line(dave, '2026-03-10', p1.id, w1.id, { amount: 123_456, status: 'credited' });
  await expectMoneyInvariants(t.db);
}, 120_000);
afterAll(() => t.close());

const QUERIES = [
  {},
  { dateType: 1 },
  { dateType: 2 },
  { dateType: 3, startDate: '2026-03-09', endDate: '2026-03-14' },
  { dateType: 3, startDate: '2026-03-14', endDate: '2026-03-14' },
  { dateType: 3, startDate: '2025-03-15', endDate: '2026-03-08' },
  { dateType: 3, startDate: '2026-02-01', endDate: '2026-02-28' },
].flatMap((q) => [undefined, 'estimated', 'settled', 'credited'].map((status) => (status ? { ...q, status } : q)));

describe('the income page total from maintained figures', () => {
  it.each(QUERIES)('%j: the same page, total and split as the sums of the lines', async (q) => {
    for (const who of [carol, dave, nobody]) {
      const res = await api.get(PAGE, { size: 50, ...q }, who.token);
      expect(res.status).toBe(200);
      const query = { page: 1, size: 50, dateType: 0, ...q } as Parameters<typeof accountService.incomePage>[2];
      const fromLines = await accountService.incomePage(t.app.deps, promoter(who.user.id), query);
      expect(res.body.data).toEqual(JSON.parse(JSON.stringify(fromLines)));
    }
  });

  it('counts what the figures say (a check that the comparison above compares something)', async () => {
    const all = (await api.get(PAGE, { size: 50 }, carol.token)).body.data;
    expect(all.byStatus).toEqual({ estimated: 333 + 10, settled: 400 - 90 + 30_000, credited: 1_000 + 5_000 - 700 + 20 });
    expect(all.total).toBe(343 + 30_310 + 5_320);
    expect(all.records).toHaveLength(14);
    const daves = (await api.get(PAGE, { size: 50 }, dave.token)).body.data;
    expect(daves.total).toBe(all.total + 123_456);
    const carols = new Set(all.records.map((r: { id: number }) => r.id));
    expect(daves.records.filter((r: { id: number }) => carols.has(r.id))).toEqual([]);
  });
});
