/**
 * Types of every call for the client. Type imports only: importing this file costs the bundle nothing,
 * so zod stays off the first screen.
 */
import type { z } from 'zod';
import type { calls } from './calls';

export type Calls = typeof calls;
export type CallKey = keyof Calls;

/** The console's calls: everything under `/admin-api/` (its login is public, the rest need an operator). */
export type ConsoleCallKey = { [K in CallKey]: Calls[K]['path'] extends `/admin-api/${string}` ? K : never }[CallKey];
/** The promoter app's calls: every other call, none of which an operator token opens. */
export type AppCallKey = Exclude<CallKey, ConsoleCallKey>;

type Schema<K extends CallKey, P extends 'params' | 'query' | 'body'> = Calls[K] extends { [Q in P]: infer S extends z.ZodType }
  ? S
  : never;

/** What the caller sends as the query string; `undefined` when the call takes none. */
export type CallQuery<K extends CallKey> = [Schema<K, 'query'>] extends [never] ? undefined : z.input<Schema<K, 'query'>>;
/** The path's named segments; `undefined` when the path has none. */
export type CallParams<K extends CallKey> = [Schema<K, 'params'>] extends [never] ? undefined : z.input<Schema<K, 'params'>>;
/** What the caller sends as the JSON body; `undefined` when the call takes none. */
export type CallBody<K extends CallKey> = [Schema<K, 'body'>] extends [never] ? undefined : z.input<Schema<K, 'body'>>;
/** The `data` of a successful answer. */
export type CallData<K extends CallKey> = z.output<Calls[K]['response']> extends { data: infer D } ? D : never;

// A part is required when its schema has a required field, optional when every field may be left out,
// and absent when the call has no such schema.
type Empty = Record<never, never>;
type Part<P extends string, S> = [S] extends [never]
  ? Empty
  : Empty extends z.input<S & z.ZodType>
    ? { [Q in P]?: z.input<S & z.ZodType> }
    : { [Q in P]: z.input<S & z.ZodType> };

type Flat<T> = { [K in keyof T]: T[K] };

/** The request function's second argument: `{ params }`, `{ query }` and/or `{ body }`. */
export type CallInput<K extends CallKey> = Flat<
  Part<'params', Schema<K, 'params'>> & Part<'query', Schema<K, 'query'>> & Part<'body', Schema<K, 'body'>>
>;

/** True when `input` may be left out of the request (no part is required). */
export type CallInputOptional<K extends CallKey> = Empty extends CallInput<K> ? true : false;
