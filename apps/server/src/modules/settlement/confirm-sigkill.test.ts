import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import { dayBefore, reportCsv, settlementWorld } from '../../../test/factories-settlement';
import { expectMoneyInvariants } from '../../../test/money-invariants';
import { type KillStore, onBothEngines, startKillable } from '../../../test/kill-stores';
import type { Db } from '../../db/client';
import { settlementImports } from '../../db/schema';
import { systemClock } from '../../lib/clock';

/**
 * A real server process killed with SIGKILL while it applies an import, then started again on the same
 * data: the import is applied wholly or not at all (never some of its lines), the restarted node takes
 * it over and applies it once, and the money invariants hold at every step.
 */

/**
 * Three of the confirm's 10,000-line ranges: the kill comes once the first range shows in the progress, so
 * two ranges and the commit are still ahead of it (with one range, the kill could land after the commit).
 */
const ROWS = 25_000;

/** The import's lines and their ledger rows, and its status, read while no server runs. */
async function stateOf(db: Db, importId: number) {
  await expectMoneyInvariants(db);
  const [imp] = await db.select().from(settlementImports).where(eq(settlementImports.id, importId));
  const counts = await db.execute<{ lines: number; credits: number }>(sql`
    select count(*)::int as lines,
      (select count(*)::int from account_records r join income_lines i on r.ref_type = 'income_line' and r.ref_id = i.id
        where (i.provenance ->> 'importId')::int = ${importId}) as credits
    from income_lines where (provenance ->> 'importId')::int = ${importId}`);
  return { status: imp!.status, ...counts.rows[0]! };
}

const until = async <T>(what: string, fn: () => Promise<T | null>, ms = 60_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function killMidConfirm(store: KillStore) {
  const { token, fields, file } = await store.use(async (db) => {
    const t = { db, clock: systemClock };
    const w = await settlementWorld(t);
    const { token } = await createOperator(t, 'finance');
    const d = dayBefore(t, 2);
    const rows = Array.from({ length: ROWS }, (_, i) => [
      `K${i}`,
      d,
      w.alias.alias,
      '',
      '',
      '',
      '',
      '',
      `${1 + (i % 50)}.${String(i % 100).padStart(2, '0')}`,
    ]);
    return { token, fields: { taskPlatformId: String(w.platform.id), reportDate: d, kind: 'settled' }, file: reportCsv(rows) };
  });
  const call = async (base: string, method: string, url: string, body?: FormData | string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      body,
      headers: { authorization: `Bearer ${token}`, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
    });
    return (await res.json()) as {
      code: number;
      data: { id: number; status: string; progress: { done: number; total: number | null } };
    };
  };

  const first = startKillable(store.env);
  const base = await first.url;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), 'report.csv');
  const uploaded = await call(base, 'POST', '/admin-api/settlement/imports', form);
  const id = uploaded.data.id;
  await until('the preview', async () =>
    (await call(base, 'GET', `/admin-api/settlement/imports/${id}`)).data.status === 'ready' ? true : null,
  );
  await call(
    base,
    'POST',
    `/admin-api/settlement/imports/${id}/confirm`,
    JSON.stringify({ requestId: '0b5e4d3a-3c1f-4f7e-9a39-5d6f1f0e2a11' }),
  );
  // Killed once some of its lines are written inside the confirm's transaction. On PostgreSQL this node
  // answers its progress while it works; on PGlite (one connection, held by the confirm) no request is
  // answered until the confirm ends, so there the kill comes after a while instead, wherever it lands.
  if (store.kind === 'postgres')
    await until('lines being written', async () => {
      const { data } = await call(base, 'GET', `/admin-api/settlement/imports/${id}`);
      return data.status === 'confirming' && data.progress.done > 50 ? true : null;
    });
  else await new Promise((resolve) => setTimeout(resolve, 1_000));
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  await store.settle();

  const killed = await store.use((db) => stateOf(db, id));
  // All or nothing, never some of its lines.
  expect([
    { status: 'confirming', lines: 0, credits: 0 },
    { status: 'applied', lines: ROWS, credits: ROWS },
  ]).toContainEqual(killed);
  if (store.kind === 'postgres') expect(killed.status).toBe('confirming');

  const second = startKillable(store.env);
  const again = await second.url;
  await until('the restarted node to apply it', async () =>
    (await call(again, 'GET', `/admin-api/settlement/imports/${id}`)).data.status === 'applied' ? true : null,
  );
  second.child.kill('SIGTERM');
  expect((await second.exited).code, second.output()).toBe(0);
  expect(await store.use((db) => stateOf(db, id))).toEqual({ status: 'applied', lines: ROWS, credits: ROWS });
}

onBothEngines(
  'a server killed with SIGKILL during a confirm',
  'leaves the import unapplied, and the restarted node applies it once',
  killMidConfirm,
  180_000,
);
