import type { Banner } from '@tuike/contract/content';
import { ARTICLE_KINDS } from '@tuike/contract/enums';
import { isAllowedWebUrl } from '@tuike/contract/hosts';
import { isRoutePath, to } from '../../app/route-table';
import { isWebUrl } from '../../lib/web-url';

const isArticleKind = (s: string): s is (typeof ARTICLE_KINDS)[number] => (ARTICLE_KINDS as readonly string[]).includes(s);

/**
 * Where a home banner leads, as an in-app hash path: a route of the route table (with its own
 * query), an article (by id or kind) or an external page in the web view. A link that leads
 * nowhere safe gives null, and the banner is not clickable.
 *
 * An external page follows the web view's rule: the banner's title travels along only for a host
 * on the operator's allow-list (`webviewHosts`, undefined while it loads); any other host still
 * leads to the web view, which refuses it with the option to copy the link.
 */
export function bannerLink(
  b: Pick<Banner, 'linkType' | 'link' | 'title'>,
  webviewHosts: readonly string[] | undefined,
): string | null {
  const link = b.link.trim();
  if (b.linkType === 'route') {
    const [path, query] = link.replace(/^[#/]+/, '').split('?', 2);
    if (path === undefined || !isRoutePath(path)) return null;
    return query ? `${to(path)}?${query}` : to(path);
  }
  if (b.linkType === 'article') {
    if (/^[1-9]\d*$/.test(link)) return to('article/article', { id: link });
    return isArticleKind(link) ? to('article/article', { kind: link }) : null;
  }
  if (!isWebUrl(link)) return null;
  const allowed = webviewHosts !== undefined && isAllowedWebUrl(link, webviewHosts);
  return to('webview/webview', allowed ? { url: link, title: b.title } : { url: link });
}
