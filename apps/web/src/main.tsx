import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadHome } from './app/home-preload';
import { preloadPage } from './app/lazy-page';
import { PAGE_LOADERS } from './app/page-loaders';
import { Providers, queryClient } from './app/providers';
import type { RoutePath } from './app/route-table';
import { AppRouter } from './app/router';
import { prefetchTaskPlatforms } from './features/works/api/task-platforms';
import { captureTokenFromUrl, urlWithoutToken } from './lib/url-token';
import './app/theme.css';

if (captureTokenFromUrl()) window.history.replaceState(window.history.state, '', urlWithoutToken(window.location.href));
void prefetchTaskPlatforms(queryClient);

// The route being opened, as the hash router will read it ('' is home).
const path = window.location.hash.replace(/^#\/?/, '').split('?')[0]!.replace(/\/+$/, '') as RoutePath;
if (path === '' || path === 'pages/home/home') preloadHome(queryClient);
const load = PAGE_LOADERS[path];

// A transition, so React renders the first page in slices of a few milliseconds and yields in between
// (taps and scrolls on the static shell stay answered); the shell stays on screen until it commits.
const mount = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
};
// index.html's static shell stays on screen until the page can render (a failed chunk renders the error view).
if (load) void preloadPage(load).then(mount);
else mount();
