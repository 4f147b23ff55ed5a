import { APP_VERSION, CONFIG_VERSION, WEB_VERSION } from '@tuike/contract/constants';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { ReleaseNotes } from '../../features/platform/components/ReleaseNotes';
import './about.css';

const VERSIONS: Array<[string, string]> = [
  ['App 版本', APP_VERSION],
  ['Web 版本', WEB_VERSION],
  ['配置版本', CONFIG_VERSION],
];

const LINKS: Array<[string, string]> = [
  ['平台介绍', to('article/article', { kind: 'about' })],
  ['常见问题', to('my/faqDetail')],
  ['联系客服', to('my/kefu')],
];

/** About: the app, its versions and where to read more. */
export default function AboutPage() {
  return (
    <PageShell>
      <div className="about-hero">
        <div className="about-logo" aria-hidden="true">
          推
        </div>
        <h2>推客星</h2>
        <p>推广短剧小说，轻松赚收益</p>
      </div>
      <section className="card about-rows" aria-label="版本信息">
        {VERSIONS.map(([label, value]) => (
          <div key={label} className="about-row">
            <span>{label}</span>
            <span className="about-value">v{value}</span>
          </div>
        ))}
      </section>
      <nav className="card about-rows" aria-label="了解更多">
        {LINKS.map(([label, href]) => (
          <Link key={label} to={href} className="about-row">
            <span>{label}</span>
            <RightOutline className="about-arrow" />
          </Link>
        ))}
      </nav>
      <ReleaseNotes />
      <p className="about-foot">© 2026 推客星 · 让每一次分享都有回报</p>
    </PageShell>
  );
}
