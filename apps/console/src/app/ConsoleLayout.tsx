import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { OPERATOR_ROLE_LABELS } from '@tuike/contract/operator-grants';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Breadcrumb, Button, Dropdown, Layout, Menu, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '../lib/me';
import { request } from '../lib/request';
import { session } from '../lib/session';
import { menuTree, routeAt, routeByPath } from './menu';
import { ACCOUNT_PATH } from './RouteGate';
import { MENU_GROUPS } from './routes';
import './ConsoleLayout.css';

const SIDER_COLLAPSED_KEY = 'tuike.console.siderCollapsed';

const ROLE_COLORS = { admin: 'red', operator: 'blue', finance: 'gold' } as const;

/**
 * The frame of every page after login, in Ant Design Pro's shape: a dark side menu (only the pages the
 * role has, from the route table), a header with the collapse button, the operator and logout, and the
 * page's breadcrumb and title above its content.
 */
export default function ConsoleLayout() {
  const { data: me } = useMe();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDER_COLLAPSED_KEY) === '1');

  const route = routeAt(pathname);
  const parent = route?.parent ? routeByPath(route.parent) : undefined;
  const selected = `/${(parent ?? route)?.path ?? ''}`;
  const tree = menuTree(me);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (route ? [route.group] : []));
  // Arriving in another group (a link, Back) opens it; the operator may still close it.
  const [shownGroup, setShownGroup] = useState(route?.group);
  if (route && route.group !== shownGroup) {
    setShownGroup(route.group);
    if (!openKeys.includes(route.group)) setOpenKeys([...openKeys, route.group]);
  }

  const toggle = () => {
    localStorage.setItem(SIDER_COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  const logout = () =>
    modal.confirm({
      title: '确定退出登录吗？',
      content: '退出后需要重新输入账号和密码。',
      okText: '退出登录',
      cancelText: '取消',
      onOk: async () => {
        // The session ends on the server first; a failed call still ends it here (it idles out there).
        await request('POST /admin-api/auth/logout', undefined, { toastOnError: false }).catch(() => undefined);
        // The guard then shows the login page with this page as its redirect, as Ant Design Pro does.
        session.clear();
        queryClient.clear();
      },
    });

  return (
    <Layout className="console-layout">
      <Layout.Sider className="console-layout-sider" width={216} collapsed={collapsed} trigger={null} theme="dark">
        <Link to="/" className="console-layout-logo">
          <span className="console-layout-logo-mark">推</span>
          {!collapsed && <span className="console-layout-logo-text">推客星运营后台</span>}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected]}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          items={tree.map((g) => ({
            key: g.group,
            icon: g.icon,
            label: g.label,
            children: g.routes.map((r) => ({ key: `/${r.path}`, label: <Link to={`/${r.path}`}>{r.title}</Link> })),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-layout-header">
          <Button
            type="text"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
          <Dropdown
            menu={{
              items: [
                { key: 'account', icon: <SettingOutlined />, label: '个人设置', onClick: () => void navigate(ACCOUNT_PATH) },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: logout },
              ],
            }}
            placement="bottomRight"
            // Opened by a click (or Enter), not by hover: a hover menu closes when the pointer leaves it on its way
            // to an item (or the header's width changes under it as the operator loads), so the item is gone
            // under the click; keyboard and touch users could not open it at all.
            trigger={['click']}
          >
            <button type="button" className="console-layout-operator" aria-label="账号菜单">
              <Avatar size="small" icon={<UserOutlined />} />
              <span className="console-layout-operator-name">{me?.name || me?.account}</span>
              {me && <Tag color={ROLE_COLORS[me.role]}>{OPERATOR_ROLE_LABELS[me.role]}</Tag>}
            </button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="console-layout-content">
          {route && (
            <div className="console-layout-page-head">
              <Breadcrumb
                items={[
                  { title: MENU_GROUPS[route.group].label },
                  ...(parent ? [{ title: <Link to={`/${parent.path}`}>{parent.title}</Link> }] : []),
                  { title: route.title },
                ]}
              />
              <Typography.Title level={4} className="console-layout-page-title">
                {route.title}
              </Typography.Title>
            </div>
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
