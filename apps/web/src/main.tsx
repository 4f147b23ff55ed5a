import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/router';
import { prefetchTaskPlatforms } from './features/works/api/task-platforms';
import { captureTokenFromUrl, urlWithoutToken } from './lib/url-token';
import './app/theme.css';

if (captureTokenFromUrl()) window.history.replaceState(window.history.state, '', urlWithoutToken(window.location.href));
void prefetchTaskPlatforms(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
