import { describe, expect, it } from 'vitest';
import { bannerLink, isWebUrl } from './banner-link';

const b = (linkType: 'route' | 'article' | 'url', link: string) => ({ linkType, link, title: '新人福利' });

describe('bannerLink', () => {
  it('leads to a route of the route table, keeping its query', () => {
    expect(bannerLink(b('route', 'home/videoLession'))).toBe('/home/videoLession');
    expect(bannerLink(b('route', '/pages/shortPlay/shortPlay'))).toBe('/pages/shortPlay/shortPlay');
    expect(bannerLink(b('route', 'star/detail?id=12'))).toBe('/star/detail?id=12');
    expect(bannerLink(b('route', ''))).toBe('/');
  });

  it('leads nowhere for a path the app does not have', () => {
    expect(bannerLink(b('route', 'admin/secret'))).toBeNull();
  });

  it('leads to an article by id or by kind', () => {
    expect(bannerLink(b('article', '42'))).toBe('/article/article?id=42');
    expect(bannerLink(b('article', 'about'))).toBe('/article/article?kind=about');
    expect(bannerLink(b('article', 'blog'))).toBeNull();
    expect(bannerLink(b('article', '0'))).toBeNull();
  });

  it('opens an http(s) page in the web view with the banner title', () => {
    expect(bannerLink(b('url', 'https://example.com/act?a=1&b=2'))).toBe(
      '/webview/webview?url=https%3A%2F%2Fexample.com%2Fact%3Fa%3D1%26b%3D2&title=%E6%96%B0%E4%BA%BA%E7%A6%8F%E5%88%A9',
    );
  });

  it('refuses any other scheme', () => {
    expect(bannerLink(b('url', 'javascript:alert(1)'))).toBeNull();
    expect(bannerLink(b('url', 'data:text/html,<script>alert(1)</script>'))).toBeNull();
    expect(bannerLink(b('url', 'example.com'))).toBeNull();
  });
});

describe('isWebUrl', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('HTTPS://EXAMPLE.COM/x')).toBe(true);
    expect(isWebUrl('ftp://example.com')).toBe(false);
    expect(isWebUrl(' javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
  });
});
