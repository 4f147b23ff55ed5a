import { describe, expect, it } from 'vitest';
import { pickerBounds } from './YearBoundDatePicker';

describe('date picker', () => {
  it('is bounded to the current year ±150', () => {
    const { min, max } = pickerBounds(new Date(2026, 10, 21));
    expect(min).toEqual(new Date(1876, 0, 1));
    expect(max.getFullYear()).toBe(2176);
    expect(max.getMonth()).toBe(11);
    expect(max.getDate()).toBe(31);
  });
});
