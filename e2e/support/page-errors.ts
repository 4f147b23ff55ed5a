import type { Page } from '@playwright/test';

/**
 * Everything that counts as a broken page: uncaught errors, console errors (the favicon aside),
 * failed API requests and API answers of 5xx. 501 is the honest "not built yet" of a later issue's
 * call, so it is allowed. `take()` returns what happened since the last call.
 */
export function watchPageErrors(page: Page) {
  let errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/favicon/i.test(msg.text()) || /favicon/i.test(msg.location().url)) return;
    // The browser reports the 501 of a call not built yet as a failed resource; that answer is intended.
    if (/status of 501/.test(msg.text())) return;
    errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (/^\/(api|dev|admin-api)\//.test(url.pathname) && res.status() >= 500 && res.status() !== 501) {
      errors.push(`${res.request().method()} ${url.pathname}${url.search} → ${res.status()}`);
    }
  });
  page.on('requestfailed', (req) => {
    // A request cancelled because its page unmounted or the document was replaced is not a failure.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    const url = new URL(req.url());
    if (/^\/(api|dev|admin-api)\//.test(url.pathname))
      errors.push(`${req.method()} ${url.pathname} failed: ${req.failure()?.errorText}`);
  });
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

/**
 * Opens a URL as a fresh document and resolves once the load event has fired and no request has
 * been in flight for `quietMs` (networkidle waits a fixed 500 ms, most of a 130-page run).
 */
export async function openAndSettle(page: Page, url: string, quietMs = 150, timeoutMs = 15_000) {
  let inFlight = 0;
  let loaded = false;
  let quietTimer: NodeJS.Timeout | undefined;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const arm = () => {
    clearTimeout(quietTimer);
    if (loaded && inFlight === 0) quietTimer = setTimeout(settle, quietMs);
  };
  const started = () => {
    inFlight++;
    clearTimeout(quietTimer);
  };
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  let deadline: NodeJS.Timeout | undefined;
  try {
    // about:blank first, so a route that differs only in its hash still loads a new document.
    await page.goto('about:blank');
    inFlight = 0;
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    arm();
    await Promise.race([
      settled,
      new Promise(
        (_, reject) => (deadline = setTimeout(() => reject(new Error(`network still busy after ${timeoutMs} ms`)), timeoutMs)),
      ),
    ]);
  } finally {
    clearTimeout(quietTimer);
    clearTimeout(deadline);
    page.off('request', started);
    page.off('requestfinished', finished);
    page.off('requestfailed', finished);
  }
}
