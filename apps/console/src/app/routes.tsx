import {
  AccountBookOutlined,
  AppstoreOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FileTextOutlined,
  ReconciliationOutlined,
  RiseOutlined,
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
  growth: { label: '推客成长', icon: <RiseOutlined /> },
  finance: { label: '财务', icon: <AccountBookOutlined /> },
  settlement: { label: '结算', icon: <ReconciliationOutlined /> },
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
  /** false: a page of its own that the side menu does not list (个人设置, opened from the header). */
  inMenu?: false;
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
    path: 'reviews/aliases',
    title: '口令审核',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/AliasReviewPage')),
  },
  {
    path: 'reviews/links',
    title: '回填审核',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/LinkReviewPage')),
  },
  {
    path: 'reviews/pan-links',
    title: '网盘回填审核',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/PanLinkReviewPage')),
  },
  {
    path: 'reviews/rechecks',
    title: '复审申请',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/RecheckReviewPage')),
  },
  {
    path: 'reviews/whitelist',
    title: '加白申请',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/WhitelistReviewPage')),
  },
  {
    path: 'reviews/deletions',
    title: '注销申请',
    group: 'reviews',
    grant: 'reviews.read',
    page: lazy(() => import('../pages/reviews/DeletionReviewPage')),
  },
  {
    path: 'withdrawals',
    title: '提现审核',
    group: 'finance',
    grant: 'withdrawals.read',
    page: lazy(() => import('../pages/withdrawals/WithdrawalsPage')),
  },
  {
    path: 'payouts',
    title: '打款',
    group: 'finance',
    grant: 'payouts.run',
    page: lazy(() => import('../pages/withdrawals/PayoutsPage')),
  },
  {
    path: 'settlement/imports',
    title: '报表导入',
    group: 'settlement',
    grant: 'settlement.run',
    page: lazy(() => import('../pages/settlement/ImportsPage')),
  },
  {
    path: 'settlement/imports/:id',
    title: '导入详情',
    group: 'settlement',
    grant: 'settlement.run',
    parent: 'settlement/imports',
    page: lazy(() => import('../pages/settlement/ImportDetailPage')),
  },
  {
    path: 'settlement/unmatched',
    title: '未匹配队列',
    group: 'settlement',
    grant: 'settlement.run',
    page: lazy(() => import('../pages/settlement/UnmatchedPage')),
  },
  {
    path: 'settlement/reconciliation',
    title: '对账',
    group: 'settlement',
    grant: 'settlement.run',
    page: lazy(() => import('../pages/settlement/ReconciliationPage')),
  },
  {
    path: 'settlement/mapping',
    title: '列映射',
    group: 'settlement',
    grant: 'settlement.run',
    page: lazy(() => import('../pages/settlement/MappingPage')),
  },
  {
    path: 'promoters',
    title: '推客列表',
    group: 'promoters',
    grant: 'promoters.read',
    page: lazy(() => import('../pages/promoters/PromotersPage')),
  },
  {
    path: 'promoters/:id',
    title: '推客详情',
    group: 'promoters',
    grant: 'promoters.read',
    page: lazy(() => import('../pages/promoters/PromoterDetailPage')),
    parent: 'promoters',
  },
  {
    path: 'growth/vip',
    title: 'VIP 等级',
    group: 'growth',
    grant: 'settings.write',
    page: lazy(() => import('../pages/growth/VipLevelsPage')),
  },
  {
    path: 'growth/mentors',
    title: '微信导师',
    group: 'growth',
    grant: 'promoters.manage',
    page: lazy(() => import('../pages/growth/MentorsPage')),
  },
  {
    path: 'works',
    title: '作品管理',
    group: 'catalogue',
    grant: 'catalogue.read',
    page: lazy(() => import('../pages/catalogue/WorksPage')),
  },
  {
    path: 'works/new',
    title: '新建作品',
    group: 'catalogue',
    grant: 'catalogue.write',
    parent: 'works',
    page: lazy(() => import('../pages/catalogue/WorkEditPage')),
  },
  {
    path: 'works/:id',
    title: '编辑作品',
    group: 'catalogue',
    grant: 'catalogue.read',
    parent: 'works',
    page: lazy(() => import('../pages/catalogue/WorkEditPage')),
  },
  {
    path: 'task-platforms',
    title: '任务平台',
    group: 'catalogue',
    grant: 'catalogue.read',
    page: lazy(() => import('../pages/catalogue/TaskPlatformsPage')),
  },
  {
    path: 'task-platforms/new',
    title: '新建任务平台',
    group: 'catalogue',
    grant: 'catalogue.write',
    parent: 'task-platforms',
    page: lazy(() => import('../pages/catalogue/TaskPlatformEditPage')),
  },
  {
    path: 'task-platforms/:id',
    title: '编辑任务平台',
    group: 'catalogue',
    grant: 'catalogue.read',
    parent: 'task-platforms',
    page: lazy(() => import('../pages/catalogue/TaskPlatformEditPage')),
  },
  {
    path: 'mcn-tasks',
    title: '星图/MCN 任务',
    group: 'catalogue',
    grant: 'catalogue.read',
    page: lazy(() => import('../pages/catalogue/McnTasksPage')),
  },
  {
    path: 'mcn-tasks/new',
    title: '新建任务',
    group: 'catalogue',
    grant: 'catalogue.write',
    parent: 'mcn-tasks',
    page: lazy(() => import('../pages/catalogue/McnTaskEditPage')),
  },
  {
    path: 'mcn-tasks/:id',
    title: '编辑任务',
    group: 'catalogue',
    grant: 'catalogue.read',
    parent: 'mcn-tasks',
    page: lazy(() => import('../pages/catalogue/McnTaskEditPage')),
  },
  {
    path: 'pan-resources',
    title: '网盘资源',
    group: 'catalogue',
    grant: 'catalogue.read',
    page: lazy(() => import('../pages/catalogue/PanResourcesPage')),
  },
  {
    path: 'content/banners',
    title: '轮播图',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/BannersPage')),
  },
  {
    path: 'content/notices',
    title: '公告',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/NoticesPage')),
  },
  {
    path: 'content/notices/:id',
    title: '编辑公告',
    group: 'content',
    grant: 'content.write',
    parent: 'content/notices',
    page: lazy(() => import('../pages/content/NoticeEditPage')),
  },
  {
    path: 'content/articles',
    title: '教程/文章',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/ArticlesPage')),
  },
  {
    path: 'content/articles/:id',
    title: '编辑教程/文章',
    group: 'content',
    grant: 'content.write',
    parent: 'content/articles',
    page: lazy(() => import('../pages/content/ArticleEditPage')),
  },
  {
    path: 'content/faq',
    title: '常见问题',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/FaqPage')),
  },
  {
    path: 'content/faq/:id',
    title: '编辑常见问题',
    group: 'content',
    grant: 'content.write',
    parent: 'content/faq',
    page: lazy(() => import('../pages/content/ArticleEditPage')),
  },
  {
    path: 'content/customer',
    title: '客服设置',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/CustomerPage')),
  },
  {
    path: 'content/versions',
    title: '版本管理',
    group: 'content',
    grant: 'content.write',
    page: lazy(() => import('../pages/content/VersionsPage')),
  },
  {
    path: 'settings',
    title: '系统设置',
    group: 'system',
    grant: 'settings.write',
    page: lazy(() => import('../pages/settings/SettingsPage')),
  },
  {
    path: 'audit',
    title: '操作日志',
    group: 'system',
    grant: 'audit.read',
    page: lazy(() => import('../pages/audit/AuditPage')),
  },
  {
    path: 'operators',
    title: '账号管理',
    group: 'system',
    grant: 'operators.manage',
    page: lazy(() => import('../pages/operators/OperatorsPage')),
  },
  {
    path: 'account',
    title: '个人设置',
    group: 'system',
    grant: 'self',
    page: lazy(() => import('../pages/account/AccountPage')),
    // Opened from the operator's menu in the header, as in Ant Design Pro, not from the side menu.
    inMenu: false,
  },
];
