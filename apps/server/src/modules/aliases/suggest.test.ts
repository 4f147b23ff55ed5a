import { aliasRuleProblem, type AliasRule } from '@tuike/contract/alias-rule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createAlias, createAliasWork } from '../../../test/factories-promotion';
import { errorBody } from '../../../test/envelopes';
import { client, createTestApp, type TestApp } from '../../../test/harness';
import { aliasCandidates } from './suggest';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const suggest = async (token: string, workId: number) =>
  (await api.post('/api/worksAlias/GenerateCodeAlias', { workId }, token)).body.data.suggestions as string[];

describe('aliasCandidates', () => {
  const rules: AliasRule[] = [
    { minLength: 2, maxLength: 8, charset: 'han_alnum', prefix: '', reviewMode: 'auto' },
    { minLength: 3, maxLength: 5, charset: 'han', prefix: '', reviewMode: 'auto' },
    { minLength: 4, maxLength: 8, charset: 'han', prefix: '故事', reviewMode: 'manual' },
    { minLength: 4, maxLength: 10, charset: 'alnum', prefix: '', reviewMode: 'auto' },
    { minLength: 6, maxLength: 6, charset: 'han', prefix: '', reviewMode: 'auto' },
  ];
  it('keeps every rule, repeats itself, and offers plenty even for a title without Han characters', () => {
    for (const rule of rules) {
      for (const title of ['闪婚后傅总每天都在追妻', '战神', 'CEO 的 Love Story']) {
        const list = aliasCandidates(rule, { id: 42, title, type: 1 });
        expect(list.length, `${title} ${JSON.stringify(rule)}`).toBeGreaterThanOrEqual(20);
        expect(list.filter((a) => aliasRuleProblem(rule, a) !== null)).toEqual([]);
        expect(new Set(list.map((a) => a.toLowerCase())).size).toBe(list.length);
        expect(aliasCandidates(rule, { id: 42, title, type: 1 })).toEqual(list);
      }
    }
  });

  it('puts the code-style form first: the short title with digits, or digits alone', () => {
    expect(aliasCandidates(rules[0] as AliasRule, { id: 7, title: '闪婚后傅总每天都在追妻', type: 1 })[0]).toMatch(/^闪婚\d{2}$/);
    expect(aliasCandidates(rules[3] as AliasRule, { id: 7, title: '夸克资源', type: 2 })[0]).toMatch(/^\d{6}$/);
    expect(aliasCandidates(rules[2] as AliasRule, { id: 7, title: '夜色温柔', type: 2 })[0]).toMatch(/^故事夜色温柔$|^故事夜色$/);
  });

  it("adds a novel's words to a novel and a drama's to a drama: no 剧 on a book, no 书 or 文 on a drama", () => {
    for (const rule of rules.filter((r) => r.charset !== 'alnum')) {
      for (const title of ['星河长明', '大明第一首辅', 'CEO 的 Love Story']) {
        const novel = aliasCandidates(rule, { id: 42, title, type: 2 });
        expect(
          novel.filter((a) => /剧|热播|全集|必看/.test(a)),
          `${title} ${JSON.stringify(rule)}`,
        ).toEqual([]);
        expect(novel.some((a) => /书|文|必读|全本/.test(a))).toBe(true);
      }
      for (const title of ['战神归来', '闪婚后傅总每天都在追妻']) {
        const drama = aliasCandidates(rule, { id: 42, title, type: 1 });
        expect(
          drama.filter((a) => /书|文|必读|全本/.test(a)),
          `${title} ${JSON.stringify(rule)}`,
        ).toEqual([]);
        expect(drama.some((a) => /剧|热播/.test(a))).toBe(true);
      }
    }
  });
});

describe('POST /api/worksAlias/GenerateCodeAlias', () => {
  it('suggests five free aliases that keep the rule; a taken word is skipped and the first can be claimed', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const { platform, work } = await createAliasWork(
      t.db,
      { aliasPrefix: '故事', aliasMinLength: 4, aliasMaxLength: 8, aliasCharset: 'han' },
      { title: '夜色温柔', type: 2 },
    );
    const rule = { minLength: 4, maxLength: 8, charset: 'han', prefix: '故事', reviewMode: 'auto' } as const;
    const first = await suggest(me.token, work.id);
    expect(first).toHaveLength(5);
    expect(first.filter((a) => aliasRuleProblem(rule, a) !== null)).toEqual([]);

    const [taken] = first;
    if (!taken) throw new Error('no suggestion');
    await createAlias(t.db, { userId: other.user.id, workId: work.id, taskPlatformId: platform.id, alias: taken }, t.clock.now());
    const next = await suggest(me.token, work.id);
    expect(next).not.toContain(taken);
    expect(next.slice(0, 4)).toEqual(first.slice(1));
    const claimed = await api.post('/api/worksAlias/CreateAlias', { workId: work.id, alias: next[0] }, me.token);
    expect(claimed.status).toBe(200);
  });

  it('needs a published work and a login', async () => {
    const me = await createUser(t.db);
    const res = await api.post('/api/worksAlias/GenerateCodeAlias', { workId: 2_000_000_000 }, me.token);
    expect(res.body).toEqual(errorBody(404, '作品不存在或已下架', 'NOT_FOUND', 'workId'));
    expect((await api.post('/api/worksAlias/GenerateCodeAlias', { workId: 1 })).status).toBe(401);
  });
});
