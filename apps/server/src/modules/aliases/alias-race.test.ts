import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksAliases } from '../../db/schema';
import { SETTING_DEFS, writeSetting } from '../app-config';
import { createUser } from '../../../test/factories';
import { createAlias, createAliasWork } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { createTestApp, httpClient, type TestApp } from '../../../test/harness';

// Parallel requests over real HTTP: on PostgreSQL (TEST_DATABASE_URL) each runs on its own connection,
// so the unique index and the row lock are what keep the rules, not the order requests arrive in.
let t: TestApp;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await createTestApp();
  http = httpClient(await t.listen());
});
afterAll(() => t.close());

describe('claims at the same moment', () => {
  it('twenty promoters claiming one alias: exactly one wins, nineteen get ALIAS_TAKEN', async () => {
    const { platform, work } = await createAliasWork(t.db, {}, { title: '天降萌宝：爹地请签收' });
    const promoters = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const answers = await Promise.all(
      promoters.map((p) => http.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: '萌宝爹地' }, p.token)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(19);
    for (const a of losers) expect(a.body).toEqual(errorBody(409, '该关键词已被占用，换一个试试', 'ALIAS_TAKEN', 'alias'));
    expect(await t.db.$count(worksAliases, eq(worksAliases.taskPlatformId, platform.id))).toBe(1);
  });

  it('one promoter claiming many aliases at once never holds more than the limit', async () => {
    const { platform, work } = await createAliasWork(t.db);
    await writeSetting(t.db, 'promotion', { ...SETTING_DEFS.promotion.fallback, maxLiveAliases: 3 });
    try {
      // A few rounds: without the lock, one round alone lets a third claim through only now and then.
      for (let round = 0; round < 3; round++) {
        const me = await createUser(t.db);
        const other = await createUser(t.db);
        await createAlias(t.db, { userId: me.user.id, workId: work.id, taskPlatformId: platform.id }, t.clock.now());
        const answers = await Promise.all([
          ...Array.from({ length: 30 }, (_, i) =>
            http.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: `并发${round}号${i}` }, me.token),
          ),
          // Another promoter's claims are not held up by mine.
          http.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: `别人的${round}号` }, other.token),
        ]);
        const mine = answers.slice(0, 30);
        expect(mine.filter((a) => a.status === 200)).toHaveLength(2);
        for (const a of mine.filter((x) => x.status !== 200)) {
          expect(a.body).toEqual(
            errorBody(409, '最多同时持有 3 个审核中或生效中的关键词，请先删除不用的关键词', 'ALIAS_LIMIT_REACHED'),
          );
        }
        expect(answers[30]?.status).toBe(200);
        const live = await t.db.$count(
          worksAliases,
          and(eq(worksAliases.userId, me.user.id), inArray(worksAliases.state, [1, 2]), isNull(worksAliases.deletedAt)),
        );
        expect(live).toBe(3);
      }
    } finally {
      await writeSetting(t.db, 'promotion', SETTING_DEFS.promotion.fallback);
    }
  });
});
