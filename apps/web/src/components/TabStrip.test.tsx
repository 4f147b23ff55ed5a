import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './TabStrip';

const ITEMS = ['全部平台', '红果短剧', '河马剧场', '番茄小说', '七猫小说', '点众短剧'].map((title, i) => ({
  key: `p${i}`,
  title,
}));

/** happy-dom lays nothing out: give the tab row the widths a phone would measure. */
function measure(row: HTMLElement, { visible, content }: { visible: number; content: number }) {
  Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => visible });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, get: () => content });
}

function scrollTo(row: HTMLElement, left: number) {
  row.scrollLeft = left;
  fireEvent.scroll(row);
}

describe('TabStrip edge fade', () => {
  it('fades the edges past which tabs hide, and neither edge while the row fits', () => {
    const { rerender } = render(<TabStrip variant="line" label="平台" items={ITEMS} active="p0" onChange={() => {}} />);
    const row = screen.getByRole('tablist', { name: '平台' });
    expect(row.dataset.fade).toBeUndefined();

    measure(row, { visible: 390, content: 700 });
    scrollTo(row, 0);
    expect(row.dataset.fade).toBe('end');
    scrollTo(row, 150);
    expect(row.dataset.fade).toBe('both');
    scrollTo(row, 310);
    expect(row.dataset.fade).toBe('start');

    // Fewer tabs that fit: measured again when the titles change, without a scroll.
    measure(row, { visible: 390, content: 390 });
    row.scrollLeft = 0;
    rerender(<TabStrip variant="line" label="平台" items={ITEMS.slice(0, 2)} active="p0" onChange={() => {}} />);
    expect(row.dataset.fade).toBeUndefined();
  });
});
