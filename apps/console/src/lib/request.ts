import type { CallData, CallInput, CallInputOptional, ConsoleCallKey as CallKey } from '@tuike/contract/call-types';
import { REQUEST_TIMEOUT_MS } from '@tuike/contract/constants';
import { session } from './session';
import { toast } from './toast';

export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';
/** A 200 whose body is not our envelope (a proxy's page, a cut-off answer): never pass it on as data. */
export const UNRECOGNISED_ANSWER_MESSAGE = '服务器返回了无法识别的内容，请稍后再试';

/** What the error envelope may add beside `msg`: a stable code and the input field it is about. */
export interface RequestErrorDetail {
  errorCode?: string;
  field?: string;
  /** From the `Retry-After` header of a 429: how long until trying again can succeed. */
  retryAfterSeconds?: number;
}

/** A rejected call. `silent` is true for a 401, which leads to the login page instead of a toast. */
export class RequestError extends Error {
  /** The envelope's machine code (`ERROR_CODES` in the contract); decide with it, never with the message. */
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
  /** Callers that show the error themselves (forms, the login page) turn the toast off. */
  toastOnError?: boolean;
}

/** The arguments after the key: the input may be left out only when no part of it is required. */
export type RequestArgs<K extends CallKey> =
  CallInputOptional<K> extends true
    ? [input?: CallInput<K>, options?: RequestOptions]
    : [input: CallInput<K>, options?: RequestOptions];

type QueryValue = string | number | boolean | null | undefined;

function buildUrl(path: string, query: object | undefined) {
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

/** Puts each `:name` segment's value (escaped) into the path; a segment without a value is a caller's bug. */
function fillPath(path: string, params: Record<string, string | number> | undefined) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call with its input's `:name` segments filled in and its query appended. */
export function callUrl(key: CallKey, input: { params?: Record<string, string | number>; query?: object } | undefined) {
  return buildUrl(fillPath(key.slice(key.indexOf(' ') + 1), input?.params), input?.query);
}

interface Answer {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  errorCode?: unknown;
  field?: unknown;
}

const isObject = (v: unknown): v is Answer => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The console's one request function. The key names an `/admin-api/` call of the registry
 * (`'GET /admin-api/audit/page'`), which types its query, body and result; a promoter call does not
 * compile. Success when `code` (or, without one, the HTTP status) is 200 and the envelope carries
 * `data`, which is returned. A 401 means there is no live session (idle, revoked, disabled, or none):
 * the token is cleared and the app goes to the login page, which brings the operator back. (The login
 * call itself never answers 401: a wrong password is a 400 on its field.)
 * Any other failure toasts the server's msg (unless the caller shows it itself) and rejects with a
 * RequestError carrying `errorCode`, `field` and `retryAfterSeconds`.
 */
export async function request<K extends CallKey>(key: K, ...[input, options]: RequestArgs<K>): Promise<CallData<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const { body } = (input ?? {}) as { body?: unknown };
  const toastOnError = options?.toastOnError ?? true;
  const token = session.token();

  const fail = (code: number, msg: string, detail?: RequestErrorDetail): never => {
    if (toastOnError) toast.error(msg);
    throw new RequestError(code, msg, false, detail);
  };
  let res: Response;
  try {
    const json = method === 'GET' || body === undefined ? undefined : JSON.stringify(body);
    res = await fetch(callUrl(key, input as Parameters<typeof callUrl>[1]), {
      method,
      // Content-Type only with a body: the server refuses `application/json` with an empty one (logout).
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: json,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return fail(0, NETWORK_ERROR_MESSAGE);
  }
  const parsed: unknown = await res.json().catch(() => undefined);
  const answer = isObject(parsed) ? parsed : undefined;
  const code = typeof answer?.code === 'number' ? answer.code : res.status;
  const retryAfter = Number(res.headers.get('retry-after'));
  const detail = {
    errorCode: text(answer?.errorCode),
    field: text(answer?.field),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
  if (code === 200) {
    if (answer && 'data' in answer) return answer.data as CallData<K>;
    return fail(res.status, UNRECOGNISED_ANSWER_MESSAGE);
  }
  if (code === 401) {
    session.clear();
    throw new RequestError(401, text(answer?.msg) ?? '登录已过期，请重新登录', true, detail);
  }
  return fail(code, text(answer?.msg) ?? `请求失败（${res.status}）`, detail);
}
