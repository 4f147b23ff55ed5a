import { storage } from './storage';

/**
 * A token may arrive as `?token=` before the hash or in the hash query (spec section 4); the
 * value is cut at the first slash. It is stored with a flag saying it came from the URL, and
 * removed from the address bar so it is not shared by copying the link.
 */
export function captureTokenFromUrl(loc: Pick<Location, 'search' | 'hash' | 'pathname'> = window.location): string | null {
  const hashQuery = loc.hash.includes('?') ? loc.hash.slice(loc.hash.indexOf('?')) : '';
  const raw = new URLSearchParams(loc.search).get('token') ?? new URLSearchParams(hashQuery).get('token');
  if (!raw) return null;
  const token = raw.split('/')[0];
  if (!token) return null;
  storage.set('token', token);
  storage.set('tokenFromUrl', true);
  return token;
}

/** The same URL without the token parameter, for history.replaceState. */
export function urlWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  const [path, query] = url.hash.split('?');
  if (path !== undefined && query !== undefined) {
    const params = new URLSearchParams(query);
    params.delete('token');
    const rest = params.toString();
    url.hash = rest ? `${path}?${rest}` : path;
  }
  return url.toString();
}
