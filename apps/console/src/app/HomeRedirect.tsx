import { Navigate } from 'react-router';
import { ForbiddenResult } from '../components/ForbiddenResult';
import { useMe } from '../lib/me';
import { menuRoutes } from './menu';
import { ACCOUNT_PATH } from './RouteGate';

/**
 * /admin/ opens the first menu item the operator's role has; a role with none sees 403. An account that
 * must set up two-factor first opens 个人设置, the one page it can use until then.
 */
export function HomeRedirect() {
  const { data: me } = useMe();
  if (me?.mustEnrollTotp) return <Navigate to={ACCOUNT_PATH} replace />;
  const first = menuRoutes(me)[0];
  return first ? <Navigate to={`/${first.path}`} replace /> : <ForbiddenResult />;
}
