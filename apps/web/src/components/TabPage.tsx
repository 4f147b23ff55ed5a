import { BookIcon, HomeIcon, PlayIcon, UserIcon } from './icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './TabPage.css';

const TABS = [
  { to: '/pages/home/home', title: '首页', icon: <HomeIcon />, match: ['/', '/pages/home/home'] },
  { to: '/pages/shortPlay/shortPlay', title: '短剧', icon: <PlayIcon />, match: ['/pages/shortPlay/shortPlay'] },
  { to: '/pages/novel/novel', title: '小说', icon: <BookIcon />, match: ['/pages/novel/novel'] },
  { to: '/pages/my/my', title: '我的', icon: <UserIcon />, match: ['/pages/my/my'] },
];

/** A tab page: its own (custom) top bar, the content, and the 50px tab bar over the safe area. */
export function TabPage({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="tab-page">
      {header}
      <main>{children}</main>
      <nav className="tab-bar" aria-label="主导航">
        {TABS.map((t) => {
          const active = t.match.includes(pathname);
          return (
            <Link
              key={t.to}
              to={t.to}
              replace
              className={active ? 'tab-item active' : 'tab-item'}
              aria-current={active ? 'page' : undefined}
            >
              <span className="tab-icon">{t.icon}</span>
              <span>{t.title}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
