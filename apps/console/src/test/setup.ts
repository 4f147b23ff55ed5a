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

// antd's auto-sized TextArea subtracts the field's computed padding and border from its height, which the
// tests' stylesheet (display and visibility only, test/visibility-styles.tsx) leaves empty: NaN, and React
// warns "`NaN` is an invalid value for the `height` css style property". Both at zero, as happy-dom measures
// every other box (added once: test files may share the document, isolate: false).
if (!document.querySelector('style[data-test-textarea]')) {
  const textareaBox = document.createElement('style');
  textareaBox.dataset.testTextarea = '';
  textareaBox.textContent = 'textarea { padding: 0; border-width: 0; }';
  document.head.append(textareaBox);
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
