import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// antd measures the scrollbar and reads media queries; happy-dom answers both. What it lacks is a real
// layout, so tests assert on roles and text, never on sizes.
// Pages are lazy chunks that the first test of a file transforms on the spot: on a loaded two-core machine
// that takes seconds, beyond Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 5_000 });

// ECharts warns at every chart's start that its box measures 0 × 0, which is all happy-dom (no layout) answers.
// A box with a size would make the chart draw its axis labels as text beside the tables the tests read, so
// the chart stays undrawn, as before, and exactly that warning is dropped: tests assert on the chart's element.
const DROPPED = "[ECharts] Can't get DOM width or height.";
if (!console.warn.name.startsWith('dropChartSizeWarning')) {
  const warn = console.warn.bind(console);
  console.warn = function dropChartSizeWarning(...args: unknown[]) {
    if (!(typeof args[0] === 'string' && args[0].startsWith(DROPPED))) warn(...args);
  };
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

// React's development build records an owner stack for every element it creates (an Error captured for its
// stack and a console task), up to 10,000 per render, so that its warnings can say which component created the
// element. Tests assert on the screen, not on those warnings' stacks, and the captures were ≈ 8 % of a page
// test's CPU: the counter reads as spent, so elements carry React's "unknown owner" stack instead.
const internals = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE') as object;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {}, configurable: true });

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
