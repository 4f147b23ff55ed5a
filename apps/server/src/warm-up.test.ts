import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { warmFirstScreens } from './warm-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the warm-up at start', () => {
  // It swallows failures (a first request must not depend on it), so a read broken by a change would
  // silently stop warming: every one of them must run.
  it('runs every first-screen read without a failure', async () => {
    expect(await warmFirstScreens(t.app.deps)).toEqual([]);
  });
});
