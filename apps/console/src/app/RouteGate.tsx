import { Suspense, useEffect } from 'react';
import { ForbiddenResult } from '../components/ForbiddenResult';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../components/PageSkeleton';
import { can, useMe } from '../lib/me';
import type { ConsoleRoute } from './routes';

export const documentTitle = (title: string) => `${title} - 推客星运营后台`;

/**
 * One page of the route table: 403 without its grant (the menu hides it, but a link or a typed URL
 * still gets here), otherwise the lazy page inside a skeleton and an error boundary, titled from the table.
 */
export function RouteGate({ route }: { route: ConsoleRoute }) {
  const { data: me } = useMe();
  useEffect(() => void (document.title = documentTitle(route.title)), [route.title]);
  if (!can(me, route.grant)) return <ForbiddenResult />;
  const Page = route.page;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
