import { describe, expect, it } from 'vitest';
import { compareVersions, VERSION_PATTERN } from './version';

describe('compareVersions', () => {
  it('compares each part as a number, not as text', () => {
    expect(compareVersions('1.0.63', '1.0.100')).toBe(-1);
    expect(compareVersions('1.0.100', '1.0.63')).toBe(1);
  });
  it('lets an earlier part decide before later ones', () => {
    expect(compareVersions('1.1', '1.0.99')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
  });
  it('treats equal versions as equal', () => {
    expect(compareVersions('1.0.63', '1.0.63')).toBe(0);
  });
  it('counts missing parts as 0', () => {
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('1', '1.0.1')).toBe(-1);
    expect(compareVersions('1.0.1', '1')).toBe(1);
  });
  it('counts a part that is not a number as 0 instead of failing', () => {
    expect(compareVersions('1.x.1', '1.0.1')).toBe(0);
  });
  it('accepts only dotted numbers as a version', () => {
    expect(VERSION_PATTERN.test('1.0.63')).toBe(true);
    expect(VERSION_PATTERN.test('1.0.63-beta')).toBe(false);
    expect(VERSION_PATTERN.test('')).toBe(false);
  });
});
