import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { createUser } from './factories';
import { createWithdrawal } from './factories-income';
import { createWithdrawer } from './factories-wallet';
import { expectMoneyInvariants } from './money-invariants';
import { freshPglite, givePglite, takePglite } from './pglite-pool';

/**
 * Everything a test file could tell apart between two databases: each table's rows (count and content
 * in physical order), each sequence's position, the settings, the planner's statistics, and the session.
 */
async function state(db: Db) {
  const { rows: tables } = await db.execute<{ name: string }>(sql`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_temp\\_%' order by 1`);
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const { rows: found } = await db.execute(
      sql.raw(`select count(*)::int as n, md5(json_agg(t order by t.ctid)::text) as content from ${name} t`),
    );
    rows[name] = found[0];
  }
  const { rows: sequenceNames } = await db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`,
  );
  const sequences: Record<string, unknown> = {};
  for (const { name } of sequenceNames) {
    sequences[name] = (await db.execute(sql.raw(`select last_value, is_called from ${name}`))).rows[0];
  }
  const settings = (await db.execute(sql`select * from settings order by key`)).rows;
  const planner = (
    await db.execute(sql`
      select c.oid::regclass::text as relation, c.relpages, c.reltuples, c.relallvisible,
        (select count(*)::int from pg_statistic s where s.starelid = c.oid) as column_stats
      from pg_class c where c.oid >= 16384 and c.relpersistence <> 't' order by 1`)
  ).rows;
  const session = (
    await db.execute(sql`
      select current_setting('statement_timeout') as statement_timeout,
        current_setting('session_replication_role') as replication_role,
        (select count(*)::int from pg_class where relpersistence = 't') as temporary_relations,
        (select count(*)::int from pg_locks where locktype = 'advisory') as advisory_locks,
        (select count(*)::int from pg_prepared_statements) as prepared_statements`)
  ).rows[0];
  return { rows, sequences, settings, planner, session };
}

/** What the money tests leave behind, and more: a ledger, withdrawals, settings, statistics, session state. */
async function dirty(db: Db) {
  const at = new Date('2026-11-20T08:00:00Z');
  const { user: inviter } = await createUser(db);
  const { user } = await createUser(db, { inviterId: inviter.id });
  await createWithdrawer(db, user.id, 50_000, at);
  await createWithdrawal(db, user.id, 10_000, 'paid', at);
  await createWithdrawal(db, user.id, 2_000, 'rejected', at);
  expect(await expectMoneyInvariants(db)).toBeGreaterThan(0);
  await db.execute(sql`insert into settings (key, value) values ('app', '{"withdrawalServiceFeeBps": 300}')`);
  // A row the migrations inserted, changed.
  await db.execute(sql`update vip_levels set name = 'changed'`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`set statement_timeout = 1234`);
  await db.execute(sql`create temporary table pool_probe (id int primary key)`);
  await db.execute(sql`select pg_advisory_lock(7301999)`);
  await db.execute(sql`prepare pool_probe_statement as select 1`);
  await db.execute(sql`select nextval('drizzle.__drizzle_migrations_id_seq')`);
}

// Two databases started, a hundred-odd catalogue and table reads each: more than the default on a loaded machine.
describe('the per-worker PGlite database', { timeout: 120_000 }, () => {
  it('is, after a file dirtied it, what a fresh copy of the template is', async () => {
    const fresh = await freshPglite();
    let used: Database | null = null;
    try {
      const expected = await state(fresh.db);
      used = await takePglite();
      await dirty(used.db);
      expect(await state(used.db)).not.toEqual(expected);
      expect(await givePglite(used)).toBe(true);
      const reset = await takePglite();
      expect(reset.db.$client).toBe(used.db.$client);
      used = reset;
      expect(await state(reset.db)).toEqual(expected);
      // The next values the sequences hand out, too: ids a test may assert.
      const next = async (db: Db) =>
        (
          await db.execute(
            sql`select nextval(format('%I.%I', schemaname, sequencename)::regclass) as v from pg_sequences order by schemaname, sequencename`,
          )
        ).rows;
      expect(await next(reset.db)).toEqual(await next(fresh.db));
      // The ledger still refuses TRUNCATE: the reset's replica mode ended with its transaction.
      await expect(reset.db.execute(sql`truncate account_records`)).rejects.toThrow();
      await expect(reset.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    } finally {
      await fresh.close();
      if (used) await givePglite(used);
    }
  });

  it('is closed, not reused, when a file leaves the schema changed', async () => {
    for (const change of [
      sql`create table pool_probe (id int)`,
      sql`alter table account_records disable trigger account_records_no_truncate`,
      sql`alter table users alter column promoter_no set default '1'`,
    ]) {
      const database = await takePglite();
      await database.db.execute(change);
      expect(await givePglite(database)).toBe(false);
      await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'the database is closed' } });
      const next = await takePglite();
      expect(next.db.$client).not.toBe(database.db.$client);
      await givePglite(next);
    }
  });
});
