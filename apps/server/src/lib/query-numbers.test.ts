import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/envelopes';
import { createUser, createWork } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Spellings JavaScript's Number() reads as a number but a client never sends for one. */
const SPELLINGS = ['0x10', '1e1', '%201', '%2B1', '01', '1.0', '0b1', 'Infinity'];
// (An empty value reads as absent: lib/input-guard.ts.)

describe('numbers in query strings are plain decimal, in one spelling', () => {
  it('refuses hex, exponents, signs, spaces and leading zeros in ids, naming the field', async () => {
    const me = await createUser(t.db);
    const work = await createWork(t.db);
    const calls: [string, string, string | undefined, string][] = [
      ['/api/works/detail?id=', 'id', undefined, 'id：作品 id 必须是正整数'],
      ['/api/withdraw/detail?id=', 'id', me.token, 'id：提现 id 必须是正整数'],
      ['/api/worksAlias/list?workId=', 'workId', me.token, 'workId：作品 id 必须是正整数'],
    ];
    for (const [prefix, field, token, msg] of calls) {
      for (const spelling of SPELLINGS) {
        const res = await get(`${prefix}${spelling}`, token);
        expect(res.json(), `${prefix}${spelling}`).toEqual(errorBody(400, msg, 'VALIDATION_FAILED', field));
      }
    }
    // The one spelling of a number still reads as that number.
    expect((await get(`/api/works/detail?id=${work.id}`)).json().data.id).toBe(work.id);
  });

  it('reads page, size and enum filters the same way', async () => {
    const me = await createUser(t.db);
    expect((await get('/api/works/list?page=0x1')).json()).toEqual(
      errorBody(400, 'page：页码必须是整数', 'VALIDATION_FAILED', 'page'),
    );
    expect((await get('/api/works/list?size=1e1')).json()).toEqual(
      errorBody(400, 'size：每页条数必须是整数', 'VALIDATION_FAILED', 'size'),
    );
    expect((await get('/api/worksAlias/list?state=0x2', me.token)).json()).toEqual(
      errorBody(400, 'state：状态只能是 1-4', 'VALIDATION_FAILED', 'state'),
    );
    expect((await get('/api/works/list?page=2&size=5&type=1')).statusCode).toBe(200);
  });
});
