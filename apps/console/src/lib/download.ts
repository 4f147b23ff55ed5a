import type { CallInput, Calls, ConsoleCallKey } from '@tuike/contract/call-types';
import { callUrl, NETWORK_ERROR_MESSAGE, RequestError } from './request';
import { session } from './session';

/** The console's calls that answer a file to save (`file` in the registry) rather than an envelope. */
export type FileCallKey = { [K in ConsoleCallKey]: Calls[K] extends { file: string } ? K : never }[ConsoleCallKey];

/** How long a file may take to arrive (an export writes up to 10,000 rows at once on the server). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * The name in a Content-Disposition header: the UTF-8 `filename*` (a Chinese report name) when the server
 * sends one, else the plain `filename`.
 */
function filenameOf(header: string | null) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}

/**
 * Downloads a file call of the registry (a CSV export, a stored report; not an envelope) with the
 * operator's token and saves it under the name the server gives. A refusal comes back in the envelope
 * and rejects with its message, as `request` does; a 401 ends the session the same way. Answers the
 * saved file's name.
 */
export async function downloadFile<K extends FileCallKey>(key: K, input: CallInput<K>, fallbackName: string): Promise<string> {
  const token = session.token();
  let res: Response;
  try {
    res = await fetch(callUrl(key, input as Parameters<typeof callUrl>[1]), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new RequestError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { msg?: unknown; errorCode?: unknown } | null;
    if (res.status === 401) {
      session.clear();
      throw new RequestError(401, '登录已过期，请重新登录', true);
    }
    const msg = typeof answer?.msg === 'string' ? answer.msg : `下载失败（${res.status}）`;
    throw new RequestError(res.status, msg, false, typeof answer?.errorCode === 'string' ? { errorCode: answer.errorCode } : {});
  }
  const filename = filenameOf(res.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}
