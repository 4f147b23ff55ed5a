import type { OperatorMe } from '@tuike/contract/operator';
import { matchPath } from 'react-router';
import { can } from '../lib/me';
import { type ConsoleRoute, MENU_GROUPS, type MenuGroup, ROUTES } from './routes';

const GROUP_ORDER = Object.keys(MENU_GROUPS) as MenuGroup[];

/** The menu's pages the operator's role may open, in menu order (group order, then table order). */
export function menuRoutes(me: Pick<OperatorMe, 'role'> | undefined): ConsoleRoute[] {
  return ROUTES.filter((r) => !r.parent && r.inMenu !== false && can(me, r.grant)).sort(
    (a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group),
  );
}

/** The menu grouped: each group with at least one page the role has. */
export function menuTree(me: Pick<OperatorMe, 'role'> | undefined) {
  const routes = menuRoutes(me);
  return GROUP_ORDER.map((group) => ({ group, ...MENU_GROUPS[group], routes: routes.filter((r) => r.group === group) })).filter(
    (g) => g.routes.length > 0,
  );
}

/** The route-table entry the current location shows, or undefined (404). */
export const routeAt = (pathname: string) => ROUTES.find((r) => matchPath({ path: `/${r.path}`, end: true }, pathname));

/** The table entry of a path (for a detail page's parent), by its exact pattern. */
export const routeByPath = (path: string) => ROUTES.find((r) => r.path === path);
