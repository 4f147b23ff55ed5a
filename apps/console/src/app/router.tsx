import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { HomeRedirect } from './HomeRedirect';
import { RequireOperator } from './RequireOperator';
import { RouteGate } from './RouteGate';
import { ROUTES } from './routes';

// Lazy, so the login page carries neither the layout (menu, dropdowns, breadcrumb) nor any page.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const ConsoleLayout = lazy(() => import('./ConsoleLayout'));
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));

/**
 * History routing below /admin/ (the server answers index.html for every /admin/* path that is not an
 * asset, so a deep link and a reload work). Everything but the login page sits behind the guard and
 * inside the layout; each page behind its grant (RouteGate).
 */
export function ConsoleRouter() {
  return (
    <BrowserRouter basename="/admin">
      <Routes>
        <Route
          path="/login"
          element={
            <Suspense fallback={null}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          element={
            <RequireOperator>
              <Suspense fallback={<PageSkeleton />}>
                <ConsoleLayout />
              </Suspense>
            </RequireOperator>
          }
        >
          <Route index element={<HomeRedirect />} />
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<PageSkeleton />}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
