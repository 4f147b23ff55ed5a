import { Navigate } from 'react-router';
import { ForbiddenResult } from '../components/ForbiddenResult';
import { useMe } from '../lib/me';
import { menuRoutes } from './menu';

/** /admin/ opens the first menu item the operator's role has; a role with none sees 403. */
export function HomeRedirect() {
  const { data: me } = useMe();
  const first = menuRoutes(me)[0];
  return first ? <Navigate to={`/${first.path}`} replace /> : <ForbiddenResult />;
}
