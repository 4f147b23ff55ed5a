import { isHostAllowed, webUrlHost } from '@tuike/contract/hosts';

/** What webview/webview does with its query. */
export type WebviewTarget =
  | { kind: 'missing' }
  | { kind: 'notWeb' }
  /** The operator's allow-list has not loaded yet. */
  | { kind: 'pending' }
  | { kind: 'refused'; url: string; host: string }
  | { kind: 'allowed'; url: string; host: string; title: string };

/**
 * Only an http(s) page of a host on the operator's allow-list (`webviewHosts`) is framed under
 * the app's own bar. The query's title is shown only for such a page: for any other link, text
 * from the query would make someone else's page look like one of ours.
 */
export function webviewTarget(url: string, title: string | null, hosts: readonly string[] | undefined): WebviewTarget {
  const link = url.trim();
  if (!link) return { kind: 'missing' };
  const host = webUrlHost(link);
  if (host === null) return { kind: 'notWeb' };
  if (hosts === undefined) return { kind: 'pending' };
  if (!isHostAllowed(host, hosts)) return { kind: 'refused', url: link, host };
  return { kind: 'allowed', url: link, host, title: title?.trim() || host };
}
