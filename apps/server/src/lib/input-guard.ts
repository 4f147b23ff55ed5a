import { MULTILINE } from '@tuike/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors';

// C0 and C1 controls except tab and line breaks: never legitimate in text, and PostgreSQL refuses NUL outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Tabs and line breaks (Unicode's too): legitimate only in fields the contract marks multi-line.
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

type Schema = z.core.$ZodType;
/** The parts of zod's definitions the walk reads; zod keeps them on `_zod.def` by schema type. */
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
};
const defOf = (s: Schema) => s._zod.def as unknown as Def;
const isSchema = (s: unknown): s is Schema => typeof s === 'object' && s !== null && '_zod' in s;

/** The schema and every schema it wraps (optional, default, pipe, union, …): any of them may be registered. */
function layers(schema: Schema): Schema[] {
  const out: Schema[] = [];
  const todo = [schema];
  while (todo.length && out.length < 64) {
    const s = todo.pop() as Schema;
    out.push(s);
    const d = defOf(s);
    const inner = [d.innerType, d.in, d.out, d.left, d.right, d.type === 'lazy' ? d.getter?.() : undefined, ...(d.options ?? [])];
    for (const i of inner) if (i) todo.push(i);
  }
  return out;
}

/** The schema of the value under `key` of a value `d` describes, if `d` is a container. */
function childOf(d: Def, key: string): Schema | null | undefined {
  // Own keys only: `__proto__` arrives as a plain key and must not find Object.prototype.
  if (d.type === 'object') return (d.shape && Object.hasOwn(d.shape, key) ? d.shape[key] : undefined) ?? d.catchall;
  if (d.type === 'array') return d.element;
  if (d.type === 'record') return d.valueType;
  if (d.type === 'tuple') return d.items?.[Number(key)] ?? d.rest;
  return undefined;
}

/** Schemas that describe the value under `key` of a value described by `schemas`. */
function childSchemas(schemas: Schema[], key: string): Schema[] {
  return schemas
    .flatMap(layers)
    .map((s) => childOf(defOf(s), key))
    .filter(isSchema);
}

const isMultiline = (schemas: Schema[]) => schemas.flatMap(layers).some((s) => MULTILINE.has(s));

type Path = { key: string; parent: Path } | null;
const toArray = (path: Path): string[] => {
  const out: string[] = [];
  for (let p = path; p; p = p.parent) out.push(p.key);
  return out.reverse();
};

/** A value still to check; its schemas are those under `key` of `parent`, looked up only when needed. */
type Pending = { value: unknown; parent: Schema[]; key: string | null; path: Path };

const schemasOf = ({ parent, key }: Pending) => (key === null || !parent.length ? parent : childSchemas(parent, key));

/**
 * The path of the first text value holding a control character (line breaks count, unless the
 * field is multi-line), or null. Iterative with linked paths, so a deeply nested body costs
 * neither the stack nor quadratic copying. Schemas are walked only for containers and for text with
 * a line break: the usual request (no control character anywhere) costs one regex test per text.
 */
export function findControlCharacter(value: unknown, schema: unknown): string[] | null {
  const stack: Pending[] = [{ value, parent: isSchema(schema) ? [schema] : [], key: null, path: null }];
  while (stack.length) {
    const item = stack.pop() as Pending;
    const v = item.value;
    if (typeof v === 'string') {
      if (CONTROL.test(v) || (LINE_BREAK.test(v) && !isMultiline(schemasOf(item)))) return toArray(item.path);
    } else if (typeof v === 'object' && v !== null) {
      let schemas: Schema[] | undefined;
      // Reversed, so the first offending field in document order is the one reported.
      for (const key of Object.keys(v).reverse()) {
        const child = (v as Record<string, unknown>)[key];
        // Only text and containers can hold text; skipping the rest keeps the schema lookups off numbers.
        if (typeof child !== 'string' && (typeof child !== 'object' || child === null)) continue;
        schemas ??= schemasOf(item);
        stack.push({ value: child, parent: schemas, key, path: { key, parent: item.path } });
      }
    }
  }
  return null;
}

const PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

/**
 * Checks every text a route hands its handler, so no field (including future ones) can carry a
 * control character to the database: a field error `keyword：不能包含控制字符`. It runs after the
 * schema (preHandler), on the validated values: a schema's own message wins where it has one
 * (nickname), and trimmed-away whitespace is no reason to refuse.
 * Also reads an empty query value (`id=`) as absent, as a browser form means it: a required field
 * then says it is missing, an optional one takes its default, instead of `Number('')` being 0.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Only JSON bodies: Fastify's default text/plain parser would hand handlers a string where they expect an object.
  app.removeContentTypeParser('text/plain');

  // Callback hooks: they run on every request, and async ones would cost a promise each for nothing.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const query = request.query as Record<string, unknown> | null;
    if (query && typeof query === 'object') for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
    done();
  });

  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    // Unknown paths answer 404 whatever they were sent.
    if (!request.routeOptions.url) return done();
    const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
    for (const [part, key] of PARTS) {
      const path = findControlCharacter(request[part], schema[key]);
      if (!path) continue;
      const field = path.join('.');
      return done(
        field
          ? badRequest('VALIDATION_FAILED', `${field}：不能包含控制字符`, field)
          : badRequest('VALIDATION_FAILED', '请求内容不能包含控制字符'),
      );
    }
    done();
  });
}
