import { calls } from '@tuike/contract/calls';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import {
  body,
  encodeQuery,
  HOSTILE_JSON,
  HOSTILE_JSON_LITERALS,
  HOSTILE_QUERY,
  type JsonSchema,
  plausibleObject,
  queryString,
} from '../../test/fuzz-inputs';
import { createTestApp, type TestApp } from '../../test/harness';
import { sessionService } from '../modules/session/service';

/**
 * Property-based fuzz of every operation in the OpenAPI document: hostile query strings and bodies,
 * with no token, a junk one or a live one. Whatever is sent, the answer is the envelope and never a
 * 5xx (every call is built, so not even the honest 501 of modules/pending).
 */

const SEED = 20_260_522;
const RUNS_PER_OPERATION = 30;
/**
 * A console call refuses every token here (none, a junk one, a promoter's) before it reads a field, so its
 * hostile values never reach validation: admin-content-fuzz.test.ts sends those with an operator's token.
 * Here each console call is sent a few times for the 401 envelope; sending it every hostile value was two
 * thirds of this file's requests and tested the same refusal each time.
 */
const OPERATOR_RUNS = 3;

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** Needs an operator's session (the contract's audience): refused before its fields are read. */
  operatorOnly: boolean;
}

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db)).user.id;
});
afterAll(() => t.close());

function operations(): Operation[] {
  type Op = {
    parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
    requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  };
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema,
        operatorOnly: calls[key as keyof typeof calls]?.audience === 'operator',
      };
    }),
  );
}

/** No token, a junk one, or a live one. */
const tokenKind = fc.constantFrom('none', 'junk', 'live');
/**
 * The live token, issued again after any call that succeeded with it: calls like applyDeleteAccount sign
 * a user out, and only a call that succeeds changes anything (the test clock stands still, so nothing
 * expires). Issuing one per request instead was a third of the fuzz's time.
 */
let liveToken: string | null = null;
async function authorization(kind: string): Promise<Record<string, string>> {
  if (kind === 'junk') return { authorization: 'Bearer not-a-token' };
  if (kind === 'live')
    return { authorization: `Bearer ${(liveToken ??= await sessionService.issue(t.db, userId, t.clock.now()))}` };
  return {};
}

function checkAnswer(op: Operation, res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const where = `${op.method} ${op.path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode < 500, where).toBe(true);
  if (op.operatorOnly) expect(res.statusCode, where).toBe(401);
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  const answer = JSON.parse(res.body) as Record<string, unknown>;
  // Errors add a machine code, and the field at fault where there is one; nothing else ever.
  const keys = res.statusCode === 200 ? ['code', 'data', 'msg'] : ['code', 'data', 'errorCode', 'field', 'msg'];
  const extra = Object.keys(answer).filter((k) => !keys.includes(k));
  expect(extra, where).toEqual([]);
  if (res.statusCode !== 200) expect(typeof answer.errorCode, where).toBe('string');
  expect(answer.code, where).toBe(res.statusCode);
  expect(typeof answer.msg === 'string' && answer.msg.length > 0, where).toBe(true);
  if (res.statusCode !== 200) expect(answer.data, where).toBeNull();
}

interface Sent {
  query: string;
  text?: string;
  contentType?: string;
  token: string;
}

async function send(op: Operation, r: Sent) {
  const headers: Record<string, string> = { ...(await authorization(r.token)) };
  if (op.method === 'POST' && r.contentType) headers['content-type'] = r.contentType;
  const res = await t.app.inject({
    method: op.method,
    url: r.query ? `${op.path}?${r.query}` : op.path,
    headers,
    ...(op.method === 'POST' ? { payload: r.text ?? '' } : {}),
    remoteAddress: '10.9.0.1',
  });
  if (r.token === 'live' && res.statusCode < 300) liveToken = null;
  checkAnswer(op, res);
}

describe('fuzz of every operation in the OpenAPI document', () => {
  it('knows every console call of the contract as one', () => {
    const ops = operations().filter((op) => op.operatorOnly);
    const contract = Object.values(calls).filter((c) => c.audience === 'operator');
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.length).toBe(contract.length);
  });

  it('answers each hostile value in each field, the others plausible, with the envelope', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const query = plausibleObject(op.query, SEED);
      const fields = plausibleObject(op.body?.properties ?? {}, SEED);
      const sends: Sent[] = [
        ...Object.keys(op.query).flatMap((k) =>
          HOSTILE_QUERY.map((v) => ({ query: encodeQuery({ ...query, [k]: v }), token: 'live' })),
        ),
        ...Object.keys(fields).flatMap((k) => [
          ...HOSTILE_JSON.map((v) => ({ query: '', text: JSON.stringify({ ...fields, [k]: v }), token: 'live' })),
          ...HOSTILE_JSON_LITERALS.map((lit) => ({
            query: '',
            text: JSON.stringify({ ...fields, [k]: 0 }).replace(`"${k}":0`, `"${k}":${lit}`),
            token: 'live',
          })),
        ]),
      ];
      const sent = op.operatorOnly
        ? (['none', 'junk', 'live'] as const).map((token) => ({ ...(sends[0] ?? { query: '' }), token }))
        : sends;
      for (const r of sent) {
        await send(op, { contentType: 'application/json', ...r }).catch((err: Error) =>
          failures.push(`${err.message.split('\n')[0]}\n    sent: ${JSON.stringify(r).slice(0, 300)}`),
        );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);

  it('answers random hostile input with the envelope and never a 5xx', async () => {
    // Every operation is fuzzed even after one fails, so a run lists all that break, each shrunk to a small case.
    const failures: string[] = [];
    for (const op of operations()) {
      const request = fc.record({ query: queryString(op.query), body: body(op.body), token: tokenKind });
      const run = await fc.check(
        fc.asyncProperty(request, ({ query, body: b, token }) => send(op, { query, token, ...b })),
        { seed: SEED, numRuns: op.operatorOnly ? OPERATOR_RUNS : RUNS_PER_OPERATION },
      );
      if (run.failed) {
        const cause = run.errorInstance instanceof Error ? run.errorInstance.message.split('\n')[0] : String(run.errorInstance);
        failures.push(`${cause}\n    sent: ${JSON.stringify(run.counterexample?.[0]).slice(0, 300)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
