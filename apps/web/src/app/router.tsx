import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { pageFor, RouteFrame } from './RouteFrame';
import { ROUTES } from './route-table';

const PAGES = ROUTES.map((def) => ({ def, page: pageFor(def) }));

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
