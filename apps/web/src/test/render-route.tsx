import { cleanup, configure, render, waitFor } from '@testing-library/react';
import type { User } from '@tuike/contract/user';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Providers, queryClient } from '../app/providers';
import { AppRouter } from '../app/router';
import { loadDialog, loadToast } from '../lib/antd-imperative';
import { session } from '../lib/session';
import { endFakeApis } from './fake-api';
import { aUser } from './factories/user';

// The first visit of a route imports its page module (transformed on the fly), which can take seconds.
// The machine may be busy too, so a whole page test gets more than the default 5 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// Toast and Dialog load on first use in the app; importing them once up front keeps that import (slow
// on a busy machine) out of the assertion that waits for the first toast of a file.
beforeAll(async () => {
  await Promise.all([loadToast(), loadDialog()]);
});

// A toast shows for 1.5 s, and on a busy machine the assertion that looks for it may come later than
// that. In page tests a toast stays until the test ends (afterEach clears it): the tests check what was
// said, not for how long. (Re-installed per test because afterEach restores every mock.)
let shown: string[] = [];
beforeEach(async () => {
  shown = [];
  const Toast = await loadToast();
  const show = Toast.show.bind(Toast);
  vi.spyOn(Toast, 'show').mockImplementation((p) => {
    const props = typeof p === 'string' ? { content: p } : p;
    if (typeof props.content === 'string') shown.push(props.content);
    return show({ ...props, duration: 0 });
  });
});

/**
 * Every toast text of this test, in order. For a toast raised while a dialog closes: antd-mobile keeps one
 * toast container, whose unmount from the dialog or an earlier toast can race the new toast's render.
 */
export const toastsShown = () => [...shown];

/**
 * Renders the whole app (its providers, router and route table) at a hash path such as
 * `/my/notice/notice?id=1`, as a visitor or logged in as `user`.
 */
export function renderRoute(path: string, { user }: { user?: User | true } = {}) {
  if (user) session.signIn('test-token', user === true ? aUser() : user);
  window.history.replaceState(null, '', `/#${path}`);
  return render(
    <Providers>
      <AppRouter />
    </Providers>,
  );
}

/** The hash path the app is on now, e.g. `/login/login?redirect=%2F`. */
export const currentPath = () => window.location.hash.replace(/^#/, '') || '/';

// Every page test starts from nothing: no screen, no cache, no session, no toast or dialog left open.
afterEach(async () => {
  await endFakeApis();
  cleanup();
  // A fetch still in flight from this test must not land in the next test's cache (it did, now and then,
  // and the next test saw the previous answer instead of its own).
  await queryClient.cancelQueries();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  (await loadToast()).clear();
  (await loadDialog()).clear();
  // A cleared dialog still fades out, and while it does it swallows the next test's clicks (the settings
  // test's 确认注销 was lost that way, now and then): the next test starts once it is gone.
  // The fade runs on timers that a loaded machine stretches past waitFor's default second.
  await waitFor(
    () => {
      if (document.querySelector('.adm-dialog')) throw new Error('a dialog is still closing');
    },
    { timeout: 5000 },
  );
});
