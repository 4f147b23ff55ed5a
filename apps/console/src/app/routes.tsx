import {
  AccountBookOutlined,
  AppstoreOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FileTextOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { OperatorGrant } from '@tuike/contract/operator-grants';
import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The side menu's groups, in menu order. A route names its group; a group shows when the operator's
 * role has the grant of at least one of its routes. Groups without routes yet are simply not shown.
 */
export const MENU_GROUPS = {
  dashboard: { label: '数据概览', icon: <DashboardOutlined /> },
  catalogue: { label: '作品与任务', icon: <AppstoreOutlined /> },
  content: { label: '内容管理', icon: <FileTextOutlined /> },
  reviews: { label: '审核中心', icon: <CheckSquareOutlined /> },
  promoters: { label: '推客管理', icon: <TeamOutlined /> },
  finance: { label: '财务', icon: <AccountBookOutlined /> },
  system: { label: '系统管理', icon: <SettingOutlined /> },
} as const satisfies Record<string, { label: string; icon: ReactNode }>;
export type MenuGroup = keyof typeof MENU_GROUPS;

export interface ConsoleRoute {
  /** Below the /admin/ basename, without a leading slash; may hold parameters (`promoters/:id`). */
  path: string;
  /** The page title: menu item, breadcrumb and document title. */
  title: string;
  group: MenuGroup;
  /** The grant the page needs; without it the page shows 403 and its menu item is hidden. */
  grant: OperatorGrant;
  page: LazyExoticComponent<ComponentType>;
  /**
   * A page reached from another (a detail page): not in the menu; the menu highlights `parent`, and
   * the breadcrumb passes through it.
   */
  parent?: string;
}

/**
 * Every console page, once: the router, the side menu, the breadcrumb, the document title and the
 * home redirect (the first menu item the role has) all read this table. Pages load lazily, so the
 * login page carries none of them.
 */
export const ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'dashboard',
    title: '数据概览',
    group: 'dashboard',
    grant: 'dashboard.read',
    page: lazy(() => import('../pages/dashboard/DashboardPage')),
  },
  {
    path: 'audit',
    title: '操作日志',
    group: 'system',
    grant: 'audit.read',
    page: lazy(() => import('../pages/audit/AuditPage')),
  },
];
