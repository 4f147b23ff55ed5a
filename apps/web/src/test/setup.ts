import nodeConsole from 'node:console';
import '@testing-library/react';

// happy-dom cannot load a framed page (iframe loading is off in tests, and the framed pages are on other
// hosts): it reports each attempt as a NotSupportedError, stack and all, on the console the environment
// was created with (Node's own, past vitest's capture). The screens that frame a page (webview, video
// detail, the home banner) assert on the frame itself, so drop exactly that report and nothing else.
const consoleError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  const [first] = args;
  const iframeRefused =
    first instanceof Error && first.name === 'NotSupportedError' && first.message.includes('Iframe page loading is disabled');
  if (!iframeRefused) consoleError(...args);
};

// antd-mobile's picker wheel reads its row height from its stylesheet (`--item-height`), which tests do not
// load; without it the wheel warns "Something went wrong when calculating CSS length" on every render.
// This is that one rule of the stylesheet, at antd-mobile's default row height.
const pickerRowHeight = document.createElement('style');
pickerRowHeight.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
document.head.append(pickerRowHeight);
