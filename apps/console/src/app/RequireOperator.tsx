import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHasToken, useMe } from '../lib/me';
import { loginPath } from '../lib/session';
import './RequireOperator.css';

/**
 * The login guard: without a token the login page, which comes back here afterwards; with one, the
 * operator (GET /admin-api/auth/me) before anything renders, since the menu and every page depend on
 * the role. A 401 from any call clears the token (lib/request.ts), which lands here again.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const hasToken = useHasToken();
  const location = useLocation();
  const me = useMe();
  if (!hasToken) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (me.isPending)
    return (
      <div className="require-operator-wait">
        <Spin size="large" />
      </div>
    );
  if (me.isError)
    return (
      <Result
        status="error"
        title="账号信息加载失败"
        subTitle={me.error.message}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            重试
          </Button>
        }
      />
    );
  return children;
}
