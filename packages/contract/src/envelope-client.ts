import type { CallInput, CallInputOptional, CallKey } from './call-types';

/**
 * The client half of the envelope (`docs/ARCHITECTURE.md`, "Errors"), zod-free: the app's and the
 * console's request functions both build a call's URL and read its answer here, and differ only in what
 * they send beside it (headers, session) and how they show a failure (toast, login page).
 */

/** A 200 whose body is not our envelope (a proxy's page, a cut-off answer): never pass it on as data. */
export const UNRECOGNISED_ANSWER_MESSAGE = '服务器返回了无法识别的内容，请稍后再试';

/** What the error envelope may add beside `msg`: a stable code and the input field it is about. */
export interface RequestErrorDetail {
  errorCode?: string | undefined;
  field?: string | undefined;
  /** From the `Retry-After` header of a 429: how long until trying again can succeed. */
  retryAfterSeconds?: number | undefined;
}

/** A rejected call. `silent` is true for a 401, which each client answers with its login page, not a toast. */
export class RequestError extends Error {
  /** The envelope's machine code (`ERROR_CODES`); decide with it, never with the message. */
  readonly errorCode?: string;
  /** The input field the error is about, when the server names one. */
  readonly field?: string;
  /** Seconds to wait before trying again, when the server says (429 with `Retry-After`). */
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: number,
    message: string,
    readonly silent = false,
    detail: RequestErrorDetail = {},
  ) {
    super(message);
    this.name = 'RequestError';
    if (detail.errorCode !== undefined) this.errorCode = detail.errorCode;
    if (detail.field !== undefined) this.field = detail.field;
    if (detail.retryAfterSeconds !== undefined) this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}

export interface RequestOptions {
  /** Callers that show the error themselves (forms, a login page) turn the toast off. */
  toastOnError?: boolean;
}

/** The arguments after the key: the input may be left out only when no part of it is required. */
export type RequestArgs<K extends CallKey> =
  CallInputOptional<K> extends true
    ? [input?: CallInput<K>, options?: RequestOptions]
    : [input: CallInput<K>, options?: RequestOptions];

type QueryValue = string | number | boolean | null | undefined;

/** A call key's path (`'GET /api/works/list'` → `/api/works/list`). */
export const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);

/** The query appended to a path; empty values are left out, an array repeats its key. */
export function withQuery(path: string, query: object | undefined) {
  const qs = new URLSearchParams();
  const add = (k: string, v: QueryValue) => {
    if (v !== undefined && v !== null && v !== '') qs.append(k, String(v));
  };
  for (const [k, v] of Object.entries(query ?? {}) as Array<[string, QueryValue | QueryValue[]]>) {
    if (Array.isArray(v)) v.forEach((item) => add(k, item));
    else add(k, v);
  }
  const s = qs.toString();
  return `${path}${s ? `?${s}` : ''}`;
}

/** A call's URL: its `:name` segments filled in (escaped; a segment without a value is a caller's bug), its query appended. */
export function callUrl(key: string, input: { params?: Record<string, string | number>; query?: object } | undefined) {
  const template = pathOf(key);
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, input?.query);
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  errorCode?: unknown;
  field?: unknown;
}

const isObject = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The envelope's `data` when `code` (or, without one, the HTTP status) is 200 and the envelope carries it;
 * otherwise rejects with a RequestError: the envelope's code (else the HTTP status), the server's msg — without
 * one, a 401's is `signedOutMessage` (each client words its own) and any other's names the status — and its
 * detail. A 401's is `silent`: each client answers it with its login page, not a toast.
 */
export async function readAnswer(res: Response, signedOutMessage: string): Promise<unknown> {
  const parsed: unknown = await res.json().catch(() => undefined);
  const envelope = isObject(parsed) ? parsed : undefined;
  const code = typeof envelope?.code === 'number' ? envelope.code : res.status;
  if (code === 200) {
    if (envelope && 'data' in envelope) return envelope.data;
    throw new RequestError(res.status, UNRECOGNISED_ANSWER_MESSAGE);
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  const fallback = code === 401 ? signedOutMessage : `请求失败（${res.status}）`;
  throw new RequestError(code, text(envelope?.msg) ?? fallback, code === 401, {
    errorCode: text(envelope?.errorCode),
    field: text(envelope?.field),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}
