import { adminContentCalls } from '@tuike/contract/calls/admin-content';
import { adminSettingsCalls } from '@tuike/contract/calls/admin-settings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/factories-operators';
import {
  body,
  encodeQuery,
  HOSTILE_JSON,
  HOSTILE_JSON_LITERALS,
  HOSTILE_QUERY,
  type JsonSchema,
  plausibleObject,
  queryString,
} from '../../../test/fuzz-inputs';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The API fuzz (lib/fuzz.test.ts) sends promoter tokens, which these calls refuse before reading a
 * field. This one sends an admin's token to the console's content and settings calls, so every hostile
 * value reaches validation and, past it, the database: the answer is the envelope and never a 5xx.
 */
const SEED = 20_261_126;
const RUNS_PER_OPERATION = 15;

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

/** The calls fuzzed here: the console's content and settings groups. */
const OURS = new Set([...Object.keys(adminContentCalls), ...Object.keys(adminSettingsCalls)]);

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function operations(): Operation[] {
  type Op = {
    parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
    requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  };
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    )
    .filter((op) => OURS.has(`${op.method} ${op.path}`));
}

async function send(op: Operation, r: { query: string; text?: string; contentType?: string | undefined }) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (op.method === 'POST' && r.contentType) headers['content-type'] = r.contentType;
  const res = await t.app.inject({
    method: op.method,
    url: r.query ? `${op.path}?${r.query}` : op.path,
    headers,
    ...(op.method === 'POST' ? { payload: r.text ?? '' } : {}),
  });
  const where = `${op.method} ${op.path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode < 500, where).toBe(true);
  const answer = JSON.parse(res.body) as Record<string, unknown>;
  expect(answer.code, where).toBe(res.statusCode);
  if (res.statusCode !== 200) expect(typeof answer.errorCode, where).toBe('string');
}

describe('fuzz of the console content and settings calls with an admin token', () => {
  beforeAll(async () => {
    token = (await createOperator(t, 'admin')).token;
  });

  it('finds the calls in the OpenAPI document', () => {
    expect(operations().length).toBe(OURS.size);
    expect(OURS.size).toBe(24);
  });

  it('answers each hostile value in each field, the others plausible, with the envelope', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const query = plausibleObject(op.query, SEED);
      const fields = plausibleObject(op.body?.properties ?? {}, SEED);
      const sends = [
        ...Object.keys(op.query).flatMap((k) => HOSTILE_QUERY.map((v) => ({ query: encodeQuery({ ...query, [k]: v }) }))),
        ...Object.keys(fields).flatMap((k) => [
          ...HOSTILE_JSON.map((v) => ({ query: '', text: JSON.stringify({ ...fields, [k]: v }) })),
          ...HOSTILE_JSON_LITERALS.map((lit) => ({
            query: '',
            text: JSON.stringify({ ...fields, [k]: 0 }).replace(`"${k}":0`, `"${k}":${lit}`),
          })),
        ]),
      ];
      for (const r of sends) {
        await send(op, { contentType: 'application/json', ...r }).catch((err: Error) =>
          failures.push(`${err.message.split('\n')[0]}\n    sent: ${JSON.stringify(r).slice(0, 300)}`),
        );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('answers random hostile input with the envelope and never a 5xx', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const request = fc.record({ query: queryString(op.query), body: body(op.body) });
      const run = await fc.check(
        fc.asyncProperty(request, ({ query, body: b }) => send(op, { query, ...b })),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
      if (run.failed) {
        const cause = run.errorInstance instanceof Error ? run.errorInstance.message.split('\n')[0] : String(run.errorInstance);
        failures.push(`${cause}\n    sent: ${JSON.stringify(run.counterexample?.[0]).slice(0, 300)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
