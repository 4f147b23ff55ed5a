import { APP_NAME, APP_VERSION, HEADER, REQUEST_TIMEOUT_MS } from '@tuike/contract/constants';
import { deviceOs, detectPlatform } from '../platform/env';
import { session } from './session';
import { toast } from './toast';

export const NETWORK_ERROR_MESSAGE = '网络好像断了,请检查下网络!';

/** A rejected call. `silent` is true for 401, which the spec rejects without a toast. */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly silent = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** Serialised as the query string. */
  params?: Record<string, string | number | boolean | undefined | null>;
  /** Serialised as the JSON body. */
  data?: unknown;
  /** Callers that show the error inline (forms) turn the toast off. */
  toastOnError?: boolean;
}

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

function buildUrl(url: string, params?: RequestOptions['params']) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  const qs = query.toString();
  return `${API_BASE}${url}${qs ? `?${qs}` : ''}`;
}

function headers(): Record<string, string> {
  const token = session.token();
  return {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.os]: deviceOs(),
    [HEADER.appName]: APP_NAME,
    [HEADER.platform]: detectPlatform(),
  };
}

/**
 * The one request function (spec sections 7 and 8): success when `code` (or, without one, the
 * HTTP status) is 200, and then `data` is returned; 401 clears the session and rejects silently;
 * any other code toasts the server's msg; a network failure or the 30 s timeout toasts the
 * network message. Every rejection is a RequestError.
 */
export async function request<T>({ url, method = 'GET', params, data, toastOnError = true }: RequestOptions): Promise<T> {
  const fail = (code: number, msg: string): never => {
    if (toastOnError) toast(msg);
    throw new RequestError(code, msg);
  };
  let res: Response;
  try {
    res = await fetch(buildUrl(url, params), {
      method,
      headers: headers(),
      body: method === 'GET' || data === undefined ? undefined : JSON.stringify(data),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return fail(0, NETWORK_ERROR_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  const code = typeof body?.code === 'number' ? body.code : res.status;
  if (code === 200) return body?.data as T;
  if (code === 401) {
    session.clear();
    throw new RequestError(401, body?.msg ?? '请先登录', true);
  }
  return fail(code, body?.msg || `请求失败（${res.status}）`);
}
