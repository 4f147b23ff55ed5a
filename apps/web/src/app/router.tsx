import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PAGE_LOADERS } from './page-loaders';
import { pageFor } from './lazy-page';
import { RouteFrame } from './RouteFrame';
import { ROUTES } from './route-table';

const PAGES = ROUTES.map((def) => ({ def, page: pageFor(PAGE_LOADERS[def.path]) }));

export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        {PAGES.map(({ def, page }) => (
          <Route key={def.path} path={`/${def.path}`} element={<RouteFrame def={def} page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </HashRouter>
  );
}
