/**
 * The server as a deployment runs it, for the benches that load it from outside (bench:deployed,
 * bench:soak): the per-address limits on (RATE_LIMITS, nothing raised), behind one trusted proxy hop
 * (TRUST_PROXY=1, so the client address is the X-Forwarded-For that bench/load.ts sends), info-level
 * JSON request lines written to a file, and the production response serializer (config `responseCheck`
 * off, as with NODE_ENV=production). The database is new for each run, with the demo seed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../apps/server/src/app';
import { CachedAnswer } from '../apps/server/src/lib/answer-cache';
import { testConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { benchDatabase, type Engine, listenAndLogin } from './api-hot-path';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/seed/demo-user';

/** A route only the benches' deployed app has: the one-query anchor's work behind the deployed stack. */
export const STACK_FLOOR_PATH = '/api/bench/one-query';
/**
 * The same, answering what `worksAlias/list` answers the demo promoter (taken once at start): the cost of sending a
 * list's answer (serialised, compressed, written) behind the deployed stack, before any list's own work.
 */
export const STACK_LIST_ANSWER_PATH = '/api/bench/one-query-list-answer';
/**
 * The lightest logged-in call: the promoter's session checked as every logged-in read checks it (the app's own
 * resolver, one indexed statement) and an answer of a few bytes, behind the deployed stack.
 */
export const STACK_SESSION_PATH = '/api/bench/session-only';
/**
 * The session check, then the alias list's answer as an answer cached per promoter would send it: serialised and
 * compressed once, never per request. What the alias list would serve if its own work cost nothing at all.
 */
export const STACK_SESSION_CACHED_LIST_PATH = '/api/bench/session-cached-list';

export type Deployed = {
  app: App;
  /** The deployed app's configuration, for a second app on the same database. */
  config: ReturnType<typeof testConfig>;
  database: Database;
  origin: string;
  token: string;
  /** The request log written so far: one JSON line per answer. */
  logFile: string;
  close: () => Promise<void>;
};

export async function startDeployed(engine: Engine, server: string | null, name: string): Promise<Deployed> {
  // The process id in the name: a soak and a read bench (or two worktrees) may run at once on one server.
  const { database, url, dispose } = await benchDatabase(engine, server, `${name}_${process.pid}`);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const log = fs.createWriteStream(logFile);
  const config = testConfig({ logLevel: 'info', databaseUrl: url, trustProxy: 1, responseCheck: false });
  const app = await buildApp({
    config,
    database,
    logStream: log,
    // The jobs run as in production; their few statements a minute are part of what is deployed.
  });
  // The anchor's one `select 1` behind the deployed stack (limits, proxy hop, request log, headers, compression's
  // check): what the stack itself leaves of the anchor's throughput, before any read's own work.
  app.get(STACK_FLOOR_PATH, async () => ({
    code: 200,
    msg: 'ok',
    data: (await database.db.$client.query('select 1 as one')).rows[0] as unknown,
  }));
  const sessionOf = async (request: { headers: { authorization?: string } }) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return token ? await app.sessionResolvers.promoter(database.db, token, new Date()) : null;
  };
  app.get(STACK_SESSION_PATH, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return reply.code(401).send({ code: 401, msg: 'no session', data: null });
    return { code: 200, msg: 'ok', data: { userId: session.userId } };
  });
  let cachedList: CachedAnswer | null = null;
  app.get(STACK_SESSION_CACHED_LIST_PATH, async (request, reply) => {
    if (!(await sessionOf(request)) || !cachedList) return reply.code(401).send({ code: 401, msg: 'no session', data: null });
    // As lib/route.ts sends a cached answer: a set Content-Encoding leaves @fastify/compress out.
    const { body, encoding } = cachedList.encoded(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return reply.type('application/json; charset=utf-8').send(body);
  });
  let listAnswer: unknown = null;
  app.get(STACK_LIST_ANSWER_PATH, async () => {
    await database.db.$client.query('select 1 as one');
    return listAnswer;
  });
  try {
    const { base, token } = await listenAndLogin(app, DEMO_ACCOUNT, DEMO_PASSWORD);
    const list = await app.inject({ url: '/api/worksAlias/list', headers: { authorization: `Bearer ${token}` } });
    listAnswer = JSON.parse(list.body) as unknown;
    cachedList = new CachedAnswer(list.body);
    return {
      app,
      config,
      database,
      origin: base,
      token,
      logFile,
      close: async () => {
        await app.close();
        await new Promise((r) => log.end(r));
        await database.close();
        await dispose();
        // SOAK_KEEP_LOG=1 keeps the request log for a look at what was answered when.
        if (process.env.SOAK_KEEP_LOG) console.log(`  request log kept: ${logFile}`);
        else fs.rmSync(logDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app.close();
    await database.close();
    await dispose();
    throw err;
  }
}

/** The request lines of the log: how many, and the slowest answer's milliseconds. */
export function readRequestLog(file: string): { lines: number; slowestMs: number; statuses: Record<string, number> } {
  let lines = 0;
  let slowestMs = 0;
  const statuses: Record<string, number> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { ms?: number; status?: number };
    lines++;
    slowestMs = Math.max(slowestMs, entry.ms ?? 0);
    statuses[String(entry.status)] = (statuses[String(entry.status)] ?? 0) + 1;
  }
  return { lines, slowestMs, statuses };
}
