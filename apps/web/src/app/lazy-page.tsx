import { type ComponentType, lazy } from 'react';
import { ComingSoon } from '../components/ComingSoon';
import type { PageLoader } from './page-loaders';

const pages = new Map<PageLoader, ComponentType>();
const ready = new Map<PageLoader, ComponentType>();

/**
 * The entry loads the first route's page before it mounts React, while the static shell of
 * index.html is on screen: the page then renders straight away instead of the skeleton fallback.
 */
export const preloadPage = (load: PageLoader): Promise<void> =>
  load().then(
    (m) => void ready.set(load, m.default),
    () => undefined,
  );
const forgetters = new WeakMap<ComponentType, () => void>();

/**
 * A lazy page that can load again: React.lazy remembers a failed import for good, so after a
 * failure the next mount (重试) gets a fresh lazy component that downloads the chunk again.
 */
function retryableLazy(load: PageLoader): ComponentType {
  let failed = false;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Loaded = make();
  const Page = () => {
    // Loaded before the first render (preloadPage): rendered at once, without a Suspense fallback frame.
    const Ready = ready.get(load);
    return Ready ? <Ready /> : <Loaded />;
  };
  forgetters.set(Page, () => {
    if (!failed) return;
    failed = false;
    Loaded = make();
  });
  return Page;
}

/** The page component of a route, made once per module so React keeps its state between renders. */
export function pageFor(load: PageLoader | undefined): ComponentType {
  if (!load) return ComingSoon;
  let page = pages.get(load);
  if (!page) {
    page = retryableLazy(load);
    pages.set(load, page);
  }
  return page;
}

/** Before 重试: a page whose chunk failed to load is imported again; a page that loaded is kept. */
export const forgetFailedPage = (page: ComponentType) => forgetters.get(page)?.();
