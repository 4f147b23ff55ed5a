import { describe, expect, it } from 'vitest';
import { webviewTarget } from './webview-target';

const HOSTS = ['douyin.com', 'weixin.qq.com'];

describe('webviewTarget', () => {
  it('frames an allowed host (and its subdomains) with the title from the query', () => {
    expect(webviewTarget('https://www.douyin.com/video/1', '新人福利', HOSTS)).toEqual({
      kind: 'allowed',
      url: 'https://www.douyin.com/video/1',
      host: 'www.douyin.com',
      title: '新人福利',
    });
    expect(webviewTarget(' https://mp.weixin.qq.com/s/abc ', null, HOSTS)).toMatchObject({
      kind: 'allowed',
      url: 'https://mp.weixin.qq.com/s/abc',
      title: 'mp.weixin.qq.com',
    });
  });

  it('refuses any other host, and keeps the title from the query out of it', () => {
    for (const url of [
      'https://evil.cn/',
      'https://douyin.com.evil.cn/',
      'https://evil-douyin.com/',
      'https://douyin.com@evil.cn/',
    ]) {
      const target = webviewTarget(url, '官方活动', HOSTS);
      expect(target.kind).toBe('refused');
      expect(JSON.stringify(target)).not.toContain('官方活动');
    }
    expect(webviewTarget('https://qq.com/', null, HOSTS)).toEqual({ kind: 'refused', url: 'https://qq.com/', host: 'qq.com' });
    expect(webviewTarget('https://douyin.com/', null, [])).toMatchObject({ kind: 'refused' });
  });

  it('waits for the allow-list, and tells missing and non-web links apart', () => {
    expect(webviewTarget('https://www.douyin.com/', 'x', undefined)).toEqual({ kind: 'pending' });
    expect(webviewTarget('', 'x', HOSTS)).toEqual({ kind: 'missing' });
    expect(webviewTarget('javascript:alert(1)', 'x', HOSTS)).toEqual({ kind: 'notWeb' });
    expect(webviewTarget('/#/my/kefu', 'x', HOSTS)).toEqual({ kind: 'notWeb' });
  });
});
