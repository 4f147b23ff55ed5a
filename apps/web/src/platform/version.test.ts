import { describe, expect, it } from 'vitest';
import { shouldOfferUpdate } from './version';

const apk = (currentVersion: string, force = false) => ({ currentVersion, url: '/download/app.apk', notes: '', force });

describe('shouldOfferUpdate', () => {
  it('compares part by part as numbers: 1.0.100 is newer than 1.0.63', () => {
    expect(shouldOfferUpdate('1.0.63', apk('1.0.100'))).toBe(true);
    expect(shouldOfferUpdate('1.0.100', apk('1.0.63'))).toBe(false);
  });

  it('lets an earlier part decide: 1.1 is newer than 1.0.99', () => {
    expect(shouldOfferUpdate('1.0.99', apk('1.1'))).toBe(true);
    expect(shouldOfferUpdate('1.1', apk('1.0.99'))).toBe(false);
  });

  it('offers nothing for the same version', () => {
    expect(shouldOfferUpdate('1.0.63', apk('1.0.63'))).toBe(false);
  });

  it('counts missing parts as 0', () => {
    expect(shouldOfferUpdate('1.0', apk('1.0.0'))).toBe(false);
    expect(shouldOfferUpdate('1.0', apk('1.0.1'))).toBe(true);
    expect(shouldOfferUpdate('1.0.1', apk('1'))).toBe(false);
  });

  it('offers nothing when nothing is released', () => {
    expect(shouldOfferUpdate('1.0.63', null)).toBe(false);
    expect(shouldOfferUpdate('1.0.63', undefined)).toBe(false);
  });
});
