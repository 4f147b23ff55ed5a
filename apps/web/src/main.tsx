import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
import { prefetchTaskPlatforms } from './features/works/api/task-platforms';
import { captureTokenFromUrl, urlWithoutToken } from './lib/url-token';
import './app/theme.css';

// antd-mobile's imperative Toast/Dialog render nothing on React 19 without this.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

if (captureTokenFromUrl()) window.history.replaceState(window.history.state, '', urlWithoutToken(window.location.href));
void prefetchTaskPlatforms(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
