import { AlertIcon, FileIcon } from './icons';
import type { CSSProperties, ReactNode } from 'react';
import './StateViews.css';
import { loadFailureText } from '../lib/failure-text';

/**
 * A shimmering block; CSS only, because skeletons are on every first screen. Its shape comes from a
 * class (`.shimmer.<name>` in the caller's CSS); `style` is for sizes computed at run time.
 */
export const Shimmer = ({ className, style }: { className?: string; style?: CSSProperties }) => (
  <div className={className ? `shimmer ${className}` : 'shimmer'} style={style} />
);

/** Content-shaped placeholders while a list loads: a cover block and text lines per row. */
export function ListSkeleton({ rows = 4, cover = true }: { rows?: number; cover?: boolean }) {
  return (
    <div aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card skeleton-row">
          {cover && <Shimmer className="skeleton-cover" />}
          <div className="skeleton-lines">
            <Shimmer className="skeleton-title" />
            <Shimmer className="skeleton-line" />
            <Shimmer className="skeleton-line skeleton-w80" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="skeleton-page" aria-busy="true" aria-label="加载中">
      <Shimmer className="skeleton-hero" />
      {/* Each line its own width, so the block reads as text. */}
      {[90, 100, 75, 100, 60].map((w, i) => (
        <Shimmer key={i} className="skeleton-text" style={{ width: `${w}%` }} />
      ))}
    </div>
  );
}

export function EmptyState({ text, action, icon }: { text: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="state-block" role="status">
      <div className="state-icon">{icon ?? <FileIcon />}</div>
      <div>{text}</div>
      {action}
    </div>
  );
}

interface ErrorStateProps {
  /** The rejection, so the text says what failed (network, server or a refusal): lib/failure-text. */
  error?: unknown;
  /** What did not load, as the start of the text (素材 → 素材加载失败…). */
  subject?: string;
  /** A fixed text instead, for failures that are not a call (the route's error boundary). */
  text?: string;
  onRetry: () => void;
}

export function ErrorState({ error, subject, text, onRetry }: ErrorStateProps) {
  return (
    <div className="state-block" role="alert">
      <div className="state-icon">
        <AlertIcon />
      </div>
      <div>{text ?? loadFailureText(error, subject)}</div>
      <button type="button" className="btn-outline" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
