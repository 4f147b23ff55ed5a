import { afterEach, describe, expect, it } from 'vitest';
import { pgliteCode, pgliteTemplate } from '../../test/harness';
import { PGliteThread } from './pglite-thread';

/** The thread on its own, below drizzle; the API suite runs every PGlite test through it as well. */
describe('PGlite in its own thread', () => {
  let thread: PGliteThread;
  afterEach(async () => {
    await thread.close();
  });

  // The suite's migrated template (test/global-setup.ts) and the worker's compiled PGlite, as every test
  // file's database starts: no initdb nor compile per test.
  const start = async () => {
    thread = new PGliteThread({ template: await pgliteTemplate(), code: await pgliteCode() }, []);
    await thread.waitReady;
    await thread.query('create table t (id int primary key, at timestamptz, note text)');
  };

  it('answers rows in either mode, with the types asked for kept as text', async () => {
    await start();
    await thread.query('insert into t values ($1, $2, $3)', [1, '2026-11-23T01:02:03Z', '短剧']);
    const objects = await thread.query('select id, at, note from t', [], { rowMode: 'object', parsers: { 1184: null } });
    expect(objects.rows).toEqual([{ id: 1, at: '2026-11-23 01:02:03+00', note: '短剧' }]);
    const arrays = await thread.query('select id, at from t', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, new Date('2026-11-23T01:02:03Z')]]);
  });

  it("reports PostgreSQL's error fields, as the driver in the main thread would", async () => {
    await start();
    await thread.query('insert into t (id) values (1)');
    const err = await thread.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits, rolls back when the callback throws, and keeps other queries out until the end', async () => {
    await start();
    await thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
    });
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');

    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = thread.transaction(async (t) => {
      await t.query('insert into t (id) values (3)');
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    const outside = thread.query('select count(*)::int as n from t').then((r) => {
      order.push('outside read');
      return r.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    expect(await outside).toEqual([{ n: 2 }]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('fails calls instead of hanging once the thread is gone', async () => {
    await start();
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('closed');
  });

  it('fails its start with PostgreSQL’s complaint', async () => {
    thread = new PGliteThread({ template: await pgliteTemplate(), code: await pgliteCode() }, ['-c', 'no_such_setting=1']);
    await expect(thread.waitReady).rejects.toThrow();
  });
});
