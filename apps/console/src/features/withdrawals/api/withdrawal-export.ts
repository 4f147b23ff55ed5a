import type { CallQuery } from '@tuike/contract/call-types';
import { NETWORK_ERROR_MESSAGE, RequestError } from '../../../lib/request';
import { session } from '../../../lib/session';

type FileCall = 'GET /admin-api/withdrawals/export' | 'GET /admin-api/withdrawals/tax-export';
type ExportQuery = NonNullable<CallQuery<'GET /admin-api/withdrawals/export'>>;
type TaxExportQuery = NonNullable<CallQuery<'GET /admin-api/withdrawals/tax-export'>>;

/** How long an export may take to arrive: up to 10,000 rows are written at once on the server. */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * Downloads one of the server's CSV files (a file call of the registry, not an envelope): fetched with
 * the operator's token, saved under the name the server gives. A refusal comes back in the envelope and
 * rejects with its message, as `request` does; a 401 ends the session the same way.
 */
async function downloadCsv(key: FileCall, query: Record<string, unknown>, fallbackName: string): Promise<string> {
  const path = key.slice('GET '.length);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.append(k, String(v));
  const token = session.token();
  let res: Response;
  try {
    res = await fetch(`${path}${qs.size ? `?${qs}` : ''}`, {
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
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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

/** The filtered withdrawals (`GET /admin-api/withdrawals/export`). */
export const downloadWithdrawals = (query: ExportQuery) =>
  downloadCsv('GET /admin-api/withdrawals/export', query, 'withdrawals.csv');

/** A quarter's withheld tax per promoter and month (`GET /admin-api/withdrawals/tax-export`). */
export const downloadTaxQuarter = (query: TaxExportQuery) =>
  downloadCsv('GET /admin-api/withdrawals/tax-export', query, 'tax.csv');
