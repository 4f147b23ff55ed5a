import { describe, expect, it } from 'vitest';
import { bannerLink } from './banner-link';

const HOSTS = ['douyin.com', 'qq.com'];
const b = (linkType: 'route' | 'article' | 'url', link: string) => ({ linkType, link, title: '新人福利' });
const link = (linkType: 'route' | 'article' | 'url', target: string) => bannerLink(b(linkType, target), HOSTS);

describe('bannerLink', () => {
  it('leads to a route of the route table, keeping its query', () => {
    expect(link('route', 'home/videoLession')).toBe('/home/videoLession');
    expect(link('route', '/pages/shortPlay/shortPlay')).toBe('/pages/shortPlay/shortPlay');
    expect(link('route', 'star/detail?id=12')).toBe('/star/detail?id=12');
    expect(link('route', '')).toBe('/');
  });

  it('leads nowhere for a path the app does not have', () => {
    expect(link('route', 'admin/secret')).toBeNull();
  });

  it('leads to an article by id or by kind', () => {
    expect(link('article', '42')).toBe('/article/article?id=42');
    expect(link('article', 'about')).toBe('/article/article?kind=about');
    expect(link('article', 'blog')).toBeNull();
    expect(link('article', '0')).toBeNull();
  });

  it('opens a page of an allowed host in the web view with the banner title', () => {
    expect(link('url', 'https://www.douyin.com/act?a=1&b=2')).toBe(
      '/webview/webview?url=https%3A%2F%2Fwww.douyin.com%2Fact%3Fa%3D1%26b%3D2&title=%E6%96%B0%E4%BA%BA%E7%A6%8F%E5%88%A9',
    );
  });

  it('sends any other host to the web view without the title, where it is refused', () => {
    expect(link('url', 'https://example.com/act')).toBe('/webview/webview?url=https%3A%2F%2Fexample.com%2Fact');
    expect(link('url', 'https://douyin.com.evil.cn/')).toBe('/webview/webview?url=https%3A%2F%2Fdouyin.com.evil.cn%2F');
    expect(link('url', 'https://evil-douyin.com/')).toBe('/webview/webview?url=https%3A%2F%2Fevil-douyin.com%2F');
    // Until the allow-list has loaded no host counts as allowed.
    expect(bannerLink(b('url', 'https://www.douyin.com/'), undefined)).toBe(
      '/webview/webview?url=https%3A%2F%2Fwww.douyin.com%2F',
    );
  });

  it('refuses any other scheme', () => {
    expect(link('url', 'javascript:alert(1)')).toBeNull();
    expect(link('url', 'data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(link('url', 'example.com')).toBeNull();
  });
});
