import { Button, Result } from 'antd';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { ForbiddenResult } from '../components/ForbiddenResult';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../components/PageSkeleton';
import { can, useMe } from '../lib/me';
import type { ConsoleRoute } from './routes';

export const documentTitle = (title: string) => `${title} - 推客星运营后台`;

/** 个人设置: also where an account the admin requires two-factor of sets it up (the server allows only `self` calls until then). */
export const ACCOUNT_PATH = '/account';

/**
 * One page of the route table: 403 without its grant (the menu hides it, but a link or a typed URL
 * still gets here), a pointer to 个人设置 while two-factor must be set up first, otherwise the lazy
 * page inside a skeleton and an error boundary, titled from the table.
 */
export function RouteGate({ route }: { route: ConsoleRoute }) {
  const { data: me } = useMe();
  useEffect(() => void (document.title = documentTitle(route.title)), [route.title]);
  if (!can(me, route.grant)) return <ForbiddenResult />;
  if (me?.mustEnrollTotp && route.grant !== 'self')
    return (
      <Result
        status="warning"
        title="请先开启两步验证"
        subTitle="管理员要求你的账号开启两步验证，完成设置后才能使用此页面。"
        extra={
          <Link to={ACCOUNT_PATH}>
            <Button type="primary">去开启</Button>
          </Link>
        }
      />
    );
  const Page = route.page;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
