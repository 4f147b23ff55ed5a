import { cleanup, render, waitFor } from '@testing-library/react';
import type { User } from '@tuike/contract/user';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Providers, queryClient } from '../app/providers';
import { AppRouter } from '../app/router';
import { loadDialog, loadToast } from '../lib/antd-imperative';
import { session } from '../lib/session';
import { endFakeApis } from './fake-api';
import { aUser } from './factories/user';

const LAZY_MODULES = import.meta.glob(['../pages/**/*.tsx', '../features/*/components/**/*.tsx', '!**/*.test.tsx']);

let shown: string[] = [];

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

/**
 * The page kit's hooks, for every test file (the setup file calls this; files share their worker's modules,
 * so a hook registered when this module is first imported would run for the first file only).
 */
export function pageTestHooks() {
  // The app imports its pages, a few of their parts, Toast and Dialog on first use. Importing them all up
  // front (once per worker: files share their modules) keeps those imports out of the tests: they are slow
  // on a busy machine, and one still running when its file ends fails for good in the next file (vitest
  // refuses a module load once a file's environment is torn down, and React.lazy remembers the failure).
  beforeAll(async () => {
    await Promise.all([loadToast(), loadDialog(), ...Object.values(LAZY_MODULES).map((load) => load())]);
  });

  // A toast shows for 1.5 s, and on a busy machine the assertion that looks for it may come later than
  // that. In page tests a toast stays until the test ends (afterEach clears it): the tests check what was
  // said, not for how long. (Re-installed per test because afterEach restores every mock.)
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

  // Every test starts from nothing: no screen, no cache, no session, no toast or dialog left open.
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
}
