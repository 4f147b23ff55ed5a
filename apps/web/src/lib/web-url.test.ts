import { describe, expect, it } from 'vitest';
import { isWebUrl } from './web-url';

describe('isWebUrl', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('HTTPS://EXAMPLE.COM/x')).toBe(true);
    expect(isWebUrl('ftp://example.com')).toBe(false);
    expect(isWebUrl(' javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
  });
});
