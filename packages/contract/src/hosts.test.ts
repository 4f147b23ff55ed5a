import { describe, expect, it } from 'vitest';
import { isAllowedWebUrl, isHostAllowed, isHostname, webUrlHost } from './hosts';

const LIST = ['douyin.com', 'weixin.qq.com'];

describe('isHostAllowed', () => {
  it('allows a listed host and its subdomains', () => {
    expect(isHostAllowed('douyin.com', LIST)).toBe(true);
    expect(isHostAllowed('v.douyin.com', LIST)).toBe(true);
    expect(isHostAllowed('WWW.Douyin.COM', LIST)).toBe(true);
    expect(isHostAllowed('douyin.com.', LIST)).toBe(true);
    expect(isHostAllowed('mp.weixin.qq.com', LIST)).toBe(true);
  });

  it('never matches by substring', () => {
    expect(isHostAllowed('douyin.com.evil.cn', LIST)).toBe(false);
    expect(isHostAllowed('evil-douyin.com', LIST)).toBe(false);
    expect(isHostAllowed('evildouyin.com', LIST)).toBe(false);
    expect(isHostAllowed('qq.com', LIST)).toBe(false);
    expect(isHostAllowed('com', LIST)).toBe(false);
  });

  it('ignores entries that are not hostnames', () => {
    expect(isHostAllowed('evil.cn', ['', '*', 'cn', '*.evil.cn'])).toBe(false);
    expect(isHostAllowed('x.com', [])).toBe(false);
  });
});

describe('isHostname', () => {
  it('accepts lower-case DNS names of two or more labels', () => {
    for (const h of ['douyin.com', 'mp.weixin.qq.com', 'a-b.example.cn', 'xn--fiqs8s.xn--fiqs8s'])
      expect(isHostname(h)).toBe(true);
  });
  it('refuses schemes, paths, ports, wildcards, IPs and single labels', () => {
    for (const h of [
      'https://douyin.com',
      'douyin.com/x',
      'douyin.com:443',
      '*.douyin.com',
      '127.0.0.1',
      'localhost',
      '-a.com',
      'a..com',
      'Douyin.com',
      ' douyin.com',
    ])
      expect(isHostname(h)).toBe(false);
  });
});

describe('isAllowedWebUrl', () => {
  it('takes the real host of an http(s) URL', () => {
    expect(isAllowedWebUrl('https://www.douyin.com/video/1', LIST)).toBe(true);
    expect(isAllowedWebUrl('http://v.douyin.com', LIST)).toBe(true);
    // The part before @ is user info, not the host.
    expect(isAllowedWebUrl('https://douyin.com@evil.cn/', LIST)).toBe(false);
    expect(isAllowedWebUrl('https://evil.cn/?u=douyin.com', LIST)).toBe(false);
    expect(isAllowedWebUrl('javascript://douyin.com/%0aalert(1)', LIST)).toBe(false);
    expect(isAllowedWebUrl('//douyin.com/x', LIST)).toBe(false);
  });
  it('gives the host only for http(s)', () => {
    expect(webUrlHost('https://Evil.CN:8443/a')).toBe('evil.cn');
    expect(webUrlHost('ftp://douyin.com')).toBeNull();
    expect(webUrlHost('not a url')).toBeNull();
  });
});
