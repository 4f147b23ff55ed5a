import { useEffect } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { closeOverlaysOnRouteChange } from '../lib/overlays';
import { PAGE_LOADERS } from './page-loaders';
import { pageFor } from './lazy-page';
import { RouteFrame } from './RouteFrame';
import { ROUTES } from './route-table';

const PAGES = ROUTES.map((def) => ({ def, page: pageFor(PAGE_LOADERS[def.path]) }));

/**
 * Every navigation (back included) closes the dialogs and sheets of the page being left. Placed before
 * the routes, so it runs before the next page's own effects, which may open a dialog of their own.
 */
function OverlaysFollowRoute() {
  // A new location object per navigation, even between entries without a key of their own.
  const location = useLocation();
  useEffect(() => closeOverlaysOnRouteChange(), [location]);
  return null;
}

export function AppRouter() {
  return (
    <HashRouter>
      <OverlaysFollowRoute />
      <Routes>
        {PAGES.map(({ def, page }) => (
          <Route key={def.path} path={`/${def.path}`} element={<RouteFrame def={def} page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </HashRouter>
  );
}
