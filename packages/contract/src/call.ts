import type { ZodType } from 'zod';
import type { OperatorGrant } from './operator-grants';

/**
 * One API call, defined once: the server registers its route from it, OpenAPI is generated from it
 * and the client infers its input and result from it. Zod is imported as a type only, so this file
 * adds nothing to a bundle that imports it.
 */
export type CallDef = {
  method: 'GET' | 'POST';
  /** Exactly the spec's path (typos and casing included); the console's calls live under `/admin-api/`. */
  path: `/${string}`;
  /**
   * The path's named segments (`/admin-api/settlement/imports/:id`), validated like the query. Only console
   * calls the issues name with a path segment use one; the spec's calls take everything in the query.
   */
  params?: ZodType;
  /**
   * Who may call it: anyone (`public`), a logged-in promoter (`promoter`) or a logged-in operator
   * (`operator`, only under `/admin-api/`); anyone else gets 401 in the envelope. Each app's request
   * function accepts only the calls of its own side (`call-types.ts`).
   */
  audience: 'public' | 'promoter' | 'operator';
  /**
   * An operator call's grant (`operator-grants.ts`): an operator whose role lacks it gets 403 FORBIDDEN.
   * A list lets through an operator holding any one of them, for a call whose request decides which it
   * needs (an upload's purpose); its service then checks that one.
   */
  grant?: OperatorGrant | readonly OperatorGrant[];
  summary: string;
  tags: string[];
  description?: string;
  query?: ZodType;
  body?: ZodType;
  /** The whole envelope schema (`ZEnvelope(data)`), as the route answers it; for a `file` call, the file's text. */
  response: ZodType;
  /**
   * The answer is a file to save rather than the JSON envelope: `csv`, an export the handler writes as
   * text; `stored`, a file kept in the media storage (an uploaded report), streamed with its own type. The
   * route sends it with a download name; refusals still answer in the envelope.
   */
  file?: 'csv' | 'stored';
  /**
   * A public GET the server may answer from its own short-lived cache of the serialised answer, shared
   * by nothing but the process (every node stays stateless): an operator's change shows within `seconds`.
   * `anonymousOnly` when the answer depends on the caller (notice read marks): then only requests
   * without a session share it. Errors are never cached; calls that need a login never are.
   */
  cache?: { seconds: number; anonymousOnly?: boolean };
};

/** How long public catalogue reads are cached by each server process (see `CallDef.cache`). */
export const PUBLIC_READ_CACHE = { seconds: 1 } as const;

/** An operator call must name its grant; no other call may. */
type GrantRight<D extends CallDef> = D['audience'] extends 'operator'
  ? { grant: OperatorGrant | readonly OperatorGrant[] }
  : { grant?: never };

/** Keeps the literal method, path and audience, so keys can be checked and the client can infer from them. */
export const defineCall = <const D extends CallDef>(def: D & GrantRight<D>): D => def;

/** The key every call is listed under: `'GET /api/works/list'`. */
type CallKeyOf<D extends CallDef> = `${D['method']} ${D['path']}`;

type KeyedRight<T extends Record<string, CallDef>> = {
  [K in keyof T]: K extends CallKeyOf<T[K]> ? T[K] : { keyMustBe: CallKeyOf<T[K]> };
};

/**
 * A group of calls keyed by `` `${method} ${path}` ``; a key that does not match its call does not
 * compile (the error names the key it must be).
 */
export const callGroup = <const T extends Record<string, CallDef>>(group: T & KeyedRight<T>): T => group;
