import nodeConsole from 'node:console';
import { Globals } from '@react-spring/web';
import { configure } from '@testing-library/react';
import * as React from 'react';
import { pageTestHooks } from './render-route';

// This file runs before every test file, and the files of a worker share its modules and document
// (vitest.config.ts, isolate: false): what it installs once is installed once, and the hooks are per file.

// The first visit of a route imports its page module (transformed on the fly), which can take seconds.
// The machine may be busy too, so Testing Library waits longer than its default second.
configure({ asyncUtilTimeout: 10_000 });

// antd-mobile moves its dialogs, popups and toasts with react-spring on animation frames. Tests assert what
// is shown, not how it moves: every spring jumps to its end, so a closed dialog is gone at once instead of
// fading out over timers a loaded machine stretches (with the worker's files sharing modules, one fade that
// never finished left a 确认删除 dialog open over every later file of its worker).
Globals.assign({ skipAnimation: true });

// happy-dom cannot load a framed page (iframe loading is off in tests, and the framed pages are on other
// hosts): it reports each attempt as a NotSupportedError, stack and all, on the console the environment
// was created with (Node's own, past vitest's capture). The screens that frame a page (webview, video
// detail, the home banner) assert on the frame itself, so drop exactly that report and nothing else.
if (!nodeConsole.error.name.startsWith('dropIframeRefusal')) {
  const consoleError = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = function dropIframeRefusal(...args: unknown[]) {
    const [first] = args;
    const iframeRefused =
      first instanceof Error && first.name === 'NotSupportedError' && first.message.includes('Iframe page loading is disabled');
    if (!iframeRefused) consoleError(...args);
  };
}

// With every spring jumping to its end (above), a toast that the page kit clears after a test (test/render-route.tsx)
// finishes its close inside React's render of its own root, and antd-mobile then unmounts that root at once:
// React warns "Attempted to synchronously unmount a root while React was already rendering" now and then,
// depending on when the spring settles. Only antd-mobile's imperative toast and dialog roots are unmounted
// outside React, and only in that closing path, so exactly that warning is dropped.
const UNMOUNT_IN_RENDER = 'Attempted to synchronously unmount a root while React was already rendering.';
if (!console.error.name.startsWith('dropUnmountInRender')) {
  const error = console.error.bind(console);
  console.error = function dropUnmountInRender(...args: unknown[]) {
    if (!(typeof args[0] === 'string' && args[0].startsWith(UNMOUNT_IN_RENDER))) error(...args);
  };
}

// antd-mobile's picker wheel reads its row height from its stylesheet (`--item-height`), which tests do not
// load; without it the wheel warns "Something went wrong when calculating CSS length" on every render.
// This is that one rule of the stylesheet, at antd-mobile's default row height.
if (!document.querySelector('style[data-test-picker]')) {
  const pickerRowHeight = document.createElement('style');
  pickerRowHeight.dataset.testPicker = '';
  pickerRowHeight.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
  document.head.append(pickerRowHeight);
}

// React's development build captures an owner stack (an Error and a console task) for every element it creates,
// for its warnings to name the creating component: ≈ 10 % of a page test's CPU, for stacks no test reads. The
// counter of those captures reads as spent (10,000 per render), so elements carry React's "unknown owner" stack.
const internals = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE') as object;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {}, configurable: true });

pageTestHooks();
