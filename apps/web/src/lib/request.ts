import { APP_NAME, APP_VERSION, HEADER, REQUEST_TIMEOUT_MS } from '@tuike/contract/constants';
import type { AppCallKey as CallKey, CallData } from '@tuike/contract/call-types';
import {
  pathOf,
  readAnswer,
  type RequestArgs,
  RequestError,
  type RequestOptions,
  withQuery,
} from '@tuike/contract/envelope-client';
import { deviceOs, detectPlatform } from './runtime-env';
import { session } from './session';
import { toast } from './toast';

export { RequestError, type RequestOptions, UNRECOGNISED_ANSWER_MESSAGE } from '@tuike/contract/envelope-client';

export const NETWORK_ERROR_MESSAGE = '网络好像断了,请检查下网络!';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

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
  const method = key.slice(0, key.indexOf(' '));
  const toastOnError = options?.toastOnError ?? true;

  const url = `${API_BASE}${withQuery(pathOf(key), query)}`;
  try {
    const res = await fetch(url, {
      method,
      headers: headers(typeof payload === 'string'),
      body: payload,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => {
      throw new RequestError(0, NETWORK_ERROR_MESSAGE);
    });
    return (await readAnswer(res, '请先登录')) as T;
  } catch (error) {
    // Both steps above reject only with a RequestError.
    const failure = error as RequestError;
    if (failure.silent) session.clear();
    else if (toastOnError) toast(failure.message);
    throw failure;
  }
}
