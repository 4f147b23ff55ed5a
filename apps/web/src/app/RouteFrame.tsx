import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { PageShell } from '../components/PageShell';
import { PageSkeleton } from '../components/StateViews';
import { loadDialog } from '../lib/antd-imperative';
import { useIsLoggedIn } from '../lib/session';
import { isMiniProgram } from '../platform/env';
import { loginPathFor, useGoBack } from './navigation';
import { RouteContext } from './route-context';
import type { RouteDef } from './route-table';

const lazyPages = new Map<RouteDef['load'], ComponentType>();
/** The page component of a route, made once per module so React keeps its state between renders. */
export function pageFor(def: RouteDef): ComponentType {
  if (!def.load) return ComingSoon;
  let page = lazyPages.get(def.load);
  if (!page) {
    page = lazy(def.load);
    lazyPages.set(def.load, page);
  }
  return page;
}

/** In the WeChat mini-program the user is asked first (spec section 2) instead of being redirected. */
function MiniProgramLoginPrompt({ redirect }: { redirect: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  useEffect(() => {
    let cancelled = false;
    void loadDialog().then(async (Dialog) => {
      if (cancelled) return;
      const confirmed = await Dialog.confirm({
        title: '温馨提示',
        content: '该页面需要登录后才能访问',
        cancelText: '取消',
        confirmText: '前往登录',
      });
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
  let content;
  if (def.auth && !loggedIn) {
    content = isMiniProgram() ? <MiniProgramLoginPrompt redirect={redirect} /> : <Navigate to={loginPathFor(redirect)} replace />;
  } else {
    content = (
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
    );
  }
  return <RouteContext.Provider value={def}>{content}</RouteContext.Provider>;
}
