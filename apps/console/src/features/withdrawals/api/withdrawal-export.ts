import type { CallQuery } from '@tuike/contract/call-types';
import { NETWORK_ERROR_MESSAGE, RequestError } from '../../../lib/request';
import { session } from '../../../lib/session';

type ExportQuery = NonNullable<CallQuery<'GET /admin-api/withdrawals/export'>>;

/** How long an export may take to arrive: up to 10,000 rows are written at once on the server. */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * Downloads the filtered withdrawals as the server's CSV file (`GET /admin-api/withdrawals/export`, a
 * file call of the registry, not an envelope): fetched with the operator's token, saved under the name
 * the server gives. A refusal comes back in the envelope and rejects with its message, as `request` does;
 * a 401 ends the session the same way.
 */
export async function downloadWithdrawals(query: ExportQuery): Promise<string> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.append(k, String(v));
  const token = session.token();
  let res: Response;
  try {
    res = await fetch(`/admin-api/withdrawals/export${qs.size ? `?${qs}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
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
    const msg = typeof answer?.msg === 'string' ? answer.msg : `导出失败（${res.status}）`;
    throw new RequestError(res.status, msg, false, typeof answer?.errorCode === 'string' ? { errorCode: answer.errorCode } : {});
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'withdrawals.csv';
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
