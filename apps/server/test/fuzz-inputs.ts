import fc from 'fast-check';

/**
 * Hostile inputs for the API fuzz test (src/lib/fuzz.test.ts): what an outside fuzzer sends,
 * mixed with plausible values so that some requests get past validation and reach the database.
 */

/** The slice of the OpenAPI document the fuzz reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x2028,
  0x2029,
].map((c) => String.fromCharCode(c));

/** Short text with a control character somewhere in it: short, so length limits do not hide it. */
const withControl = fc
  .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 4 }))
  .map(([a, c, b]) => a + c + b);

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: withControl },
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\ud800',
    'a\udfffb',
    '\uffff',
    '\u202e',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '😀',
    '../../etc/passwd',
    '__proto__',
    'null',
    'NaN',
  ),
  fc.string({ unit: fc.constantFrom(...CONTROLS), minLength: 1, maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ maxLength: 24 }),
  fc.constantFrom('x'.repeat(5_000), '中'.repeat(3_000), 'a\u0000'.repeat(1_000)),
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53 + 2,
    1e20,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers as a query string carries them, including forms `Number()` reads oddly. */
export const nastyNumberText = fc.oneof(
  nastyNumber.map(String),
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '-1e400',
    '0x7fffffff',
    '0b1',
    '1_0',
    '1,5',
    ' 1',
    '+1',
    '1e-400',
    '9'.repeat(40),
  ),
);

const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
// Deep nesting goes as text: JSON.stringify of it would overflow the test's own stack.
const DEEP = `${'['.repeat(10_000)}"\\u0000"${']'.repeat(10_000)}`;

/** Any JSON value: scalars, and arrays or objects where scalars go. */
export const nastyValue = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }) },
);

const PLAIN_STRINGS = fc.constantFrom('13800000000', 'Secret123', 'abc', '霸总');

/** A value the field's schema would accept (or nearly), so other fields' bad values reach deeper code. */
export function plausible(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.type === 'integer' || s.type === 'number') return fc.integer({ min: s.minimum ?? 0, max: (s.minimum ?? 0) + 3 });
  if (s.type === 'boolean') return fc.boolean();
  if (s.type === 'string' && s.pattern) {
    // JSON Schema patterns have Unicode semantics (\p{Script=Han} in the name fields). A pattern no string
    // of 20 characters matches (an ISO time with its offset) cannot be drawn: plain strings instead.
    try {
      return fc.stringMatching(new RegExp(s.pattern, 'u'), { maxLength: 20 });
    } catch {
      return PLAIN_STRINGS;
    }
  }
  if (s.type === 'string') return PLAIN_STRINGS;
  return fc.constant(undefined);
}

const queryNasty = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumberText },
  { weight: 1, arbitrary: fc.array(nastyString, { minLength: 2, maxLength: 3 }) },
);
const asQueryText = (v: unknown) => (v === undefined ? '' : String(v));

/**
 * An object for an object schema: every field plausible (or left out), then one or two fields, or
 * stray keys, replaced by hostile values. One bad field among good ones is what reaches the database.
 */
function fields(props: Record<string, JsonSchema>, nasty: fc.Arbitrary<unknown>, asText: (v: unknown) => unknown) {
  const names = Object.keys(props);
  const good = fc.record(
    Object.fromEntries(
      Object.entries(props).map(([n, schema]) => [n, fc.option(plausible(schema).map(asText), { nil: undefined, freq: 5 })]),
    ),
  );
  const key = names.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, fc.constantFrom('id', 'extra', '__proto__'))
    : fc.constantFrom('id', 'extra', '__proto__');
  const bad = fc.dictionary(key, nasty, { minKeys: 1, maxKeys: 2 });
  const dropped = names.length ? fc.subarray(names, { maxLength: 1 }) : fc.constant([] as string[]);
  return fc
    .record({ good, bad, dropped })
    .map(({ good: g, bad: b, dropped: d }) =>
      Object.fromEntries(Object.entries({ ...g, ...b }).filter(([k, v]) => v !== undefined && !d.includes(k))),
    );
}

// Percent-encodes UTF-8 bytes, so lone surrogates (which encodeURIComponent refuses) still go out.
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

const RAW_QUERIES = ['%', '%zz', '%C0%80', '%FF%FE', '&&=&', 'a[b]=1', 'id[]=1&id[]=2', 'id=1&id=2', 'id=%00'];

export function queryString(params: Record<string, JsonSchema>) {
  return fc
    .oneof(
      { weight: 9, arbitrary: fields(params, queryNasty, asQueryText) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    )
    .map((q) => (typeof q === 'string' ? q : encodeQuery(q)));
}

/** A request body as sent: JSON text (valid or not) and the content type it claims. */
export function body(schema: JsonSchema | undefined) {
  const props = schema?.properties ?? {};
  const names = Object.keys(props);
  const raw = [
    '',
    '{',
    '[]',
    'null',
    '"\\u0000"',
    '{"a":1e400}',
    DEEP,
    ...names.flatMap((n) => [`{"${n}":1e400}`, `{"${n}":-1e400}`, `{"${n}":${'9'.repeat(400)}}`, `{"${n}":"\\u0000"}`]),
  ];
  const text = fc.oneof(
    { weight: 8, arbitrary: fields(props, nastyValue, (v) => v).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? '') },
    { weight: 2, arbitrary: fc.constantFrom(...raw) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        undefined,
      ),
    },
  );
  return fc.record({ text, contentType });
}

/** Fixed hostile values, each sent in each field of each operation (the rest plausible) by the sweep. */
export const HOSTILE_JSON: unknown[] = [
  'a\u0000b',
  '\u0001',
  'a\nb',
  '\ud800',
  '',
  'x'.repeat(5_000),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  0.5,
  -1,
  true,
  null,
  [],
  ['a'],
  {},
  { a: 1 },
];
export const HOSTILE_QUERY: string[] = [
  'a\u0000b',
  '\u0001',
  'a\nb',
  '',
  ' ',
  'x'.repeat(5_000),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e400',
  'Infinity',
  'NaN',
  '0.5',
  '-1',
  'true',
  '[]',
];
/** Raw JSON number literals JSON.parse turns into Infinity or loses precision on. */
export const HOSTILE_JSON_LITERALS = ['1e400', '-1e400', '9'.repeat(400)];

/** One plausible value per field, fixed by the seed, as the background of the sweep. */
export function plausibleObject(props: Record<string, JsonSchema>, seed: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).map(([n, sch]) => [n, fc.sample(plausible(sch), { seed, numRuns: 1 })[0]]));
}

export const encodeQuery = (q: Record<string, unknown>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(String(x))}`))
    .join('&');
