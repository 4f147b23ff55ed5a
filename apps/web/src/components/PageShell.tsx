import type { ReactNode } from 'react';
import { usePageFrame } from './page-frame';
import './PageShell.css';

/**
 * A non-tab page: a navigation bar with back arrow and centred title (from the route table
 * unless given), then the content. Hand-written because it is on every first screen.
 */
export function PageShell({ title, right, children }: { title?: string; right?: ReactNode; children?: ReactNode }) {
  const frame = usePageFrame();
  return (
    <div className="page">
      <header className="nav-bar">
        <button type="button" className="nav-bar-back" aria-label="返回" onClick={frame.goBack}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15 4l-8 8 8 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <h1 className="nav-bar-title ellipsis-1">{title ?? frame.title}</h1>
        <div className="nav-bar-right">{right}</div>
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}
