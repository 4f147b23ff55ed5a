import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage';
import { captureTokenFromUrl, urlWithoutToken } from './url-token';

beforeEach(() => localStorage.clear());

describe('token from the URL', () => {
  it('stores a token from the hash query, cut at the first slash, with the from-URL flag', () => {
    captureTokenFromUrl({ pathname: '/', search: '', hash: '#/pages/my/my?token=abc123/extra/path' });
    expect(storage.get('token')).toBe('abc123');
    expect(storage.get('tokenFromUrl')).toBe(true);
  });

  it('stores a token given before the hash', () => {
    captureTokenFromUrl({ pathname: '/', search: '?token=xyz', hash: '#/' });
    expect(storage.get('token')).toBe('xyz');
  });

  it('leaves the session alone when the URL has no token', () => {
    storage.set('token', 'kept');
    expect(captureTokenFromUrl({ pathname: '/', search: '', hash: '#/a?b=1' })).toBeNull();
    expect(storage.get('token')).toBe('kept');
    expect(storage.get('tokenFromUrl')).toBeNull();
  });

  it('removes the token from the address but keeps the other parameters', () => {
    expect(urlWithoutToken('http://h/?token=a&x=1#/my/kefu?token=b&y=2')).toBe('http://h/?x=1#/my/kefu?y=2');
  });
});
