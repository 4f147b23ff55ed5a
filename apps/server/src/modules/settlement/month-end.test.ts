import { describe, expect, it } from 'vitest';
import { monthEnd } from './reconciliation-service';

describe('monthEnd', () => {
  it.each([
    ['2026-02', '2026-02-28'],
    ['2024-02', '2024-02-29'],
    ['1900-02', '1900-02-28'],
    ['2000-02', '2000-02-29'],
    ['0001-12', '0001-12-31'],
    ['2026-04', '2026-04-30'],
  ])('%s ends on %s', (month, end) => {
    expect(monthEnd(month)).toBe(end);
  });
});
