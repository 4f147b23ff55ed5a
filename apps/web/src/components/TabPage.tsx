import { TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, PlayOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const TABS = [
  { key: '/pages/home/home', title: '首页', icon: <AppOutline />, match: ['/', '/pages/home/home'] },
  { key: '/pages/shortPlay/shortPlay', title: '短剧', icon: <PlayOutline />, match: ['/pages/shortPlay/shortPlay'] },
  { key: '/pages/novel/novel', title: '小说', icon: <FileOutline />, match: ['/pages/novel/novel'] },
  { key: '/pages/my/my', title: '我的', icon: <UserOutline />, match: ['/pages/my/my'] },
];

/** A tab page: its own (custom) top bar, the content, and the 50px tab bar. */
export function TabPage({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((t) => t.match.includes(pathname))?.key ?? TABS[0].key;
  return (
    <div className="tab-page">
      {header}
      <main>{children}</main>
      <nav className="tab-bar" aria-label="主导航">
        <TabBar activeKey={active} onChange={(key) => key !== active && navigate(key, { replace: true })}>
          {TABS.map((t) => (
            <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
