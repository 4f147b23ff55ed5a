import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd measures the scrollbar and reads media queries; happy-dom answers both. What it lacks is a real
// layout, so tests assert on roles and text, never on sizes.
// Pages are lazy chunks that the first test of a file transforms on the spot: on a loaded two-core machine
// that takes seconds, beyond Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
