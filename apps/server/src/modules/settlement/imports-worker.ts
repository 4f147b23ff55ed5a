import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { settlementImports } from '../../db/schema';
import { confirmNext } from './imports-confirm';
import { PARSE_LEASE_MS, parseImport } from './imports-parse';
import { UnreadableFile } from './parse-records';

/** How often each node looks for imports to parse or confirm (uploads and confirms also wake it at once). */
export const IMPORT_TICK_MS = 5_000;
/** A parse that failed this many times for reasons other than its file ends failed. */
const MAX_PARSE_ATTEMPTS = 3;

export interface ImportWorker {
  /** Wakes the worker; settles once no import is left to parse or confirm (tests await it). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settlementImports: ImportWorker;
  }
}

/**
 * Claims the oldest import waiting to be parsed whose claim is free or has run out (a node that died
 * mid-parse), moving its lease forward in the same statement (FOR UPDATE SKIP LOCKED: two nodes never
 * take the same one).
 */
async function claimParse(deps: Deps) {
  const now = deps.clock.now();
  const free = and(
    eq(settlementImports.status, 'parsing'),
    or(isNull(settlementImports.leaseUntil), lt(settlementImports.leaseUntil, now)),
  );
  const res = await deps.db.execute<{ id: number; attempts: number }>(sql`
    update settlement_imports set lease_until = ${new Date(now.getTime() + PARSE_LEASE_MS)}, attempts = attempts + 1
    where id = (select id from settlement_imports where ${free} order by id limit 1 for update skip locked)
    returning id, attempts`);
  return res.rows[0] ?? null;
}

const fail = (deps: Deps, id: number, error: string) =>
  deps.db
    .update(settlementImports)
    .set({ status: 'failed', error: error.slice(0, 500), leaseUntil: null })
    .where(and(eq(settlementImports.id, id), eq(settlementImports.status, 'parsing')));

/** One step of work: a parse or a confirm. Answers whether there was one. */
async function step(deps: Deps, log: FastifyInstance['log']): Promise<boolean> {
  const parse = await claimParse(deps);
  if (parse) {
    try {
      await parseImport(deps, parse.id);
    } catch (err) {
      if (err instanceof UnreadableFile) await fail(deps, parse.id, err.message);
      else {
        log.error({ err, importId: parse.id }, 'settlement import parse failed');
        if (parse.attempts >= MAX_PARSE_ATTEMPTS) await fail(deps, parse.id, '解析失败，请重新上传');
      }
    }
    return true;
  }
  try {
    return await confirmNext(deps);
  } catch (err) {
    log.error({ err }, 'settlement import confirm failed');
    return false;
  }
}

/**
 * The import worker: imports run off the request, on the node's own timer (and at once when an upload
 * or a confirm wakes it), one step at a time; claims live in the import rows, so any node may take any
 * import and a crashed node's work is taken over. Close waits for the step in progress.
 */
export function registerImportWorker(app: FastifyInstance, tickMs = IMPORT_TICK_MS) {
  let running: Promise<void> | null = null;
  let again = false;
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (await step(app.deps, app.log)) {
          /* next step */
        }
      } while (again);
    })()
      .catch((err: unknown) => app.log.error({ err }, 'settlement import worker failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.decorate('settlementImports', { drain });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!(tickMs > 0)) return;
    timer = setInterval(() => void drain(), tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
