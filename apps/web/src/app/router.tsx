import { createHashRouter, Navigate } from 'react-router-dom';
import { RouteFrame } from './RouteFrame';
import { ROUTES } from './route-table';

export const router = createHashRouter([
  ...ROUTES.map((def) => ({ path: `/${def.path}`, element: <RouteFrame def={def} /> })),
  { path: '*', element: <Navigate to="/" replace /> },
]);
