/**
 * The in-app web view frames only hosts on the operator's allow-list (`webviewHosts` in the app
 * setting). Zod-free, so the web app may import these as values: server validation and client
 * matching share one definition of "hostname" and "allowed".
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A letter top-level domain, or an internationalised one in punycode; never digits, so no IP addresses. */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A lower-case DNS name of two or more labels (`douyin.com`, `mp.weixin.qq.com`): no scheme,
 * port, path, wildcard or IP address. An entry covers the host and its subdomains, so `*.` is never needed.
 */
export function isHostname(s: string): boolean {
  if (s.length > 253) return false;
  const labels = s.split('.');
  const top = labels.at(-1);
  return labels.length >= 2 && top !== undefined && labels.every((l) => LABEL.test(l)) && TOP_LABEL.test(top);
}

/**
 * True when `host` is an entry of the list or a subdomain of one, compared by whole labels:
 * `v.douyin.com` matches `douyin.com`; `douyin.com.evil.cn` and `evil-douyin.com` do not.
 */
export function isHostAllowed(host: string, allowList: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowList.some((entry) => {
    const e = entry.trim().toLowerCase();
    return isHostname(e) && (h === e || h.endsWith(`.${e}`));
  });
}

/** The host of an absolute http(s) URL; null for anything else (other schemes, relative or broken URLs). */
export function webUrlHost(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname : null;
  } catch {
    return null;
  }
}

/** An http(s) URL the web view may frame under the app's own bar. */
export function isAllowedWebUrl(url: string, allowList: readonly string[]): boolean {
  const host = webUrlHost(url);
  return host !== null && isHostAllowed(host, allowList);
}
