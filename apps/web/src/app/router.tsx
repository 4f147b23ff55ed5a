import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RouteFrame } from './RouteFrame';
import { ROUTES } from './route-table';

export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        {ROUTES.map((def) => (
          <Route key={def.path} path={`/${def.path}`} element={<RouteFrame def={def} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </HashRouter>
  );
}
