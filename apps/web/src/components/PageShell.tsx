import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from '../app/navigation';
import { useRouteDef } from '../app/route-context';

/**
 * A non-tab page: a navigation bar with back arrow and centred title (from the route table
 * unless given), then the content.
 */
export function PageShell({ title, right, children }: { title?: string; right?: ReactNode; children?: ReactNode }) {
  const def = useRouteDef();
  const goBack = useGoBack();
  const text = title ?? def?.title ?? '';
  return (
    <div className="page">
      <NavBar className="nav-bar" onBack={goBack} backIcon={<span aria-label="返回">‹</span>} right={right}>
        <h1 style={{ font: 'inherit', margin: 0 }}>{text}</h1>
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
