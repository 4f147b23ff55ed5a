import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './DateTime';
import { Money } from './Money';

describe('Money and DateTime', () => {
  it('writes fen as yuan, with a plus sign only when asked for', () => {
    const { container, rerender } = render(<Money fen={123456} />);
    expect(container.textContent).toBe('¥1,234.56');
    rerender(<Money fen={500} signed />);
    expect(container.textContent).toBe('+¥5.00');
    rerender(<Money fen={-500} signed />);
    expect(container.textContent).toBe('-¥5.00');
  });

  it('shows the server’s wall time in the operator time zone whatever the browser’s zone', () => {
    expect(formatDateTime('2025-03-01T23:30:05+08:00')).toBe('2025-03-01 23:30:05');
    expect(formatDateTime('2025-03-01T23:30:05.123+08:00', true)).toBe('2025-03-01');
  });
});
