import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// antd measures the scrollbar and reads media queries; happy-dom answers both. What it lacks is a real
// layout, so tests assert on roles and text, never on sizes.
// Pages are lazy chunks that the first test of a file transforms on the spot: on a loaded two-core machine
// that takes seconds, beyond Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 5_000 });

// …except a chart's box: ECharts sizes its drawing from `clientWidth`/`clientHeight` and warns at every
// chart's start when they read 0, which is all happy-dom answers. A chart box (`.echart`, EChart.css: the
// card's width × 280 px) reads as it would in a 1440-wide console; every other element keeps happy-dom's 0.
// Defined on the div's prototype over the element's, so this file running again (once per test file) replaces it.
const CHART_BOX = { clientWidth: 600, clientHeight: 280 };
for (const prop of ['clientWidth', 'clientHeight'] as const) {
  const laidOut = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)?.get;
  Object.defineProperty(HTMLDivElement.prototype, prop, {
    configurable: true,
    get(this: HTMLDivElement) {
      return this.classList.contains('echart') ? CHART_BOX[prop] : laidOut?.call(this);
    },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Test files share a worker's modules and globals (vitest.config.ts, isolate: false): what one file stubbed
// or faked is undone before the next.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
