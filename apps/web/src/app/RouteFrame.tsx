import { type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageFrameContext } from '../components/page-frame';
import { PageShell } from '../components/PageShell';
import { PageSkeleton } from '../components/StateViews';
import { confirmDialog } from '../lib/overlays';
import { useIsLoggedIn } from '../lib/session';
import { isMiniProgram } from '../lib/runtime-env';
import { loginPathFor, useGoBack } from './navigation';
import { forgetFailedPage } from './lazy-page';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteDef } from './route-table';

/** In the WeChat mini-program the user is asked first (spec section 2) instead of being redirected. */
function MiniProgramLoginPrompt({ redirect }: { redirect: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  useEffect(() => {
    let cancelled = false;
    void confirmDialog({
      title: '温馨提示',
      content: '该页面需要登录后才能访问',
      cancelText: '取消',
      confirmText: '前往登录',
    }).then((confirmed) => {
      if (cancelled) return;
      if (confirmed) navigate(loginPathFor(redirect), { replace: true });
      else goBack();
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask once per visit
  }, [redirect]);
  return <PageShell />;
}

export function RouteFrame({ def, page: Page }: { def: RouteDef; page: ComponentType }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const redirect = location.pathname + location.search;
  const goBack = useGoBack();
  const frame = useMemo(() => ({ title: def.title, goBack }), [def.title, goBack]);
  let content;
  if (def.auth && !loggedIn) {
    content = isMiniProgram() ? <MiniProgramLoginPrompt redirect={redirect} /> : <Navigate to={loginPathFor(redirect)} replace />;
  } else {
    content = (
      <RouteErrorBoundary resetKey={redirect} onRetry={() => forgetFailedPage(Page)}>
        <Suspense
          fallback={
            def.tab ? (
              <PageSkeleton />
            ) : (
              <PageShell>
                <PageSkeleton />
              </PageShell>
            )
          }
        >
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  return <PageFrameContext.Provider value={frame}>{content}</PageFrameContext.Provider>;
}
