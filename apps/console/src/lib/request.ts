import type { CallData, ConsoleCallKey as CallKey } from '@tuike/contract/call-types';
import { REQUEST_TIMEOUT_MS } from '@tuike/contract/constants';
import { callUrl, readAnswer, type RequestArgs, RequestError } from '@tuike/contract/envelope-client';
import { session } from './session';
import { toast } from './toast';

export { callUrl, RequestError, type RequestOptions, UNRECOGNISED_ANSWER_MESSAGE } from '@tuike/contract/envelope-client';

export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';

/**
 * The console's one request function. The key names an `/admin-api/` call of the registry
 * (`'GET /admin-api/audit/page'`), which types its query, body and result; a promoter call does not
 * compile. The envelope is read as the app reads it (`@tuike/contract/envelope-client`). A 401 means there
 * is no live session (idle, revoked, disabled, or none): the token is cleared and the app goes to the login
 * page, which brings the operator back. (The login call itself never answers 401: a wrong password is a 400
 * on its field.) Any other failure toasts the server's msg (unless the caller shows it itself) and rejects
 * with a RequestError carrying `errorCode`, `field` and `retryAfterSeconds`.
 */
export async function request<K extends CallKey>(key: K, ...[input, options]: RequestArgs<K>): Promise<CallData<K>> {
  const method = key.slice(0, key.indexOf(' '));
  const { body } = (input ?? {}) as { body?: unknown };
  const toastOnError = options?.toastOnError ?? true;
  const token = session.token();
  const url = callUrl(key, input as Parameters<typeof callUrl>[1]);
  const json = method === 'GET' || body === undefined ? undefined : JSON.stringify(body);
  try {
    const res = await fetch(url, {
      method,
      // Content-Type only with a body: the server refuses `application/json` with an empty one (logout).
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: json,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => {
      throw new RequestError(0, NETWORK_ERROR_MESSAGE);
    });
    return (await readAnswer(res, '登录已过期，请重新登录')) as CallData<K>;
  } catch (error) {
    // Both steps above reject only with a RequestError.
    const failure = error as RequestError;
    if (failure.silent) session.clear();
    else if (toastOnError) toast.error(failure.message);
    throw failure;
  }
}
