import { APP_NAME, APP_VERSION, HEADER, REQUEST_TIMEOUT_MS } from '@tuike/contract/constants';
import type { AppCallKey as CallKey, CallData, CallInput, CallInputOptional } from '@tuike/contract/call-types';
import { deviceOs, detectPlatform } from './runtime-env';
import { session } from './session';
import { toast } from './toast';

export const NETWORK_ERROR_MESSAGE = '网络好像断了,请检查下网络!';
/** A 200 whose body is not our envelope (a proxy's page, a cut-off answer): never pass it on as data. */
export const UNRECOGNISED_ANSWER_MESSAGE = '服务器返回了无法识别的内容，请稍后再试';

/** What the error envelope may add beside `msg`: a stable code and the input field it is about. */
export interface RequestErrorDetail {
  errorCode?: string;
  field?: string;
  /** From the `Retry-After` header of a 429: how long until trying again can succeed. */
  retryAfterSeconds?: number;
}

/** A rejected call. `silent` is true for 401, which the spec rejects without a toast. */
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
  /** Callers that show the error inline (forms) turn the toast off. */
  toastOnError?: boolean;
}

/** The arguments after the key: the input may be left out only when no part of it is required. */
export type RequestArgs<K extends CallKey> =
  CallInputOptional<K> extends true
    ? [input?: CallInput<K>, options?: RequestOptions]
    : [input: CallInput<K>, options?: RequestOptions];

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

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
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

/**
 * Content-Type only with a body: the server refuses `application/json` with an empty body, which is
 * what a call without one (SendCode, logout) would otherwise send.
 */
function headers(withBody: boolean): Record<string, string> {
  const token = session.token();
  return {
    ...(withBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.os]: deviceOs(),
    [HEADER.appName]: APP_NAME,
    [HEADER.platform]: detectPlatform(),
  };
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
 * The one request function (spec sections 7 and 8). The key names the call in the contract
 * (`'GET /api/works/list'`), which types its query, body and result. Success when `code` (or,
 * without one, the HTTP status) is 200 and the envelope carries `data`, which is returned; 401
 * clears the session and rejects silently; any other code toasts the server's msg; a network
 * failure or the 30 s timeout toasts the network message. Every rejection is a RequestError.
 */
export async function request<K extends CallKey>(key: K, ...[input, options]: RequestArgs<K>): Promise<CallData<K>> {
  const { query, body } = (input ?? {}) as { query?: object; body?: unknown };
  const method = key.slice(0, key.indexOf(' '));
  const json = method === 'GET' || body === undefined ? undefined : JSON.stringify(body);
  return exchange<CallData<K>>(key, query, json, options);
}

/**
 * `request` for a call that takes a file (multipart/form-data, the browser sets its boundary): the
 * same headers, envelope, errors and toasts.
 */
export const requestForm = <K extends CallKey>(key: K, form: FormData, options?: RequestOptions) =>
  exchange<CallData<K>>(key, undefined, form, options);

async function exchange<T>(
  key: string,
  query: object | undefined,
  payload: string | FormData | undefined,
  options?: RequestOptions,
): Promise<T> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = key.slice(space + 1);
  const toastOnError = options?.toastOnError ?? true;

  const fail = (code: number, msg: string, detail?: RequestErrorDetail): never => {
    if (toastOnError) toast(msg);
    throw new RequestError(code, msg, false, detail);
  };
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method,
      headers: headers(typeof payload === 'string'),
      body: payload,
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
    if (answer && 'data' in answer) return answer.data as T;
    return fail(res.status, UNRECOGNISED_ANSWER_MESSAGE);
  }
  if (code === 401) {
    session.clear();
    throw new RequestError(401, text(answer?.msg) ?? '请先登录', true, detail);
  }
  return fail(code, text(answer?.msg) ?? `请求失败（${res.status}）`, detail);
}
