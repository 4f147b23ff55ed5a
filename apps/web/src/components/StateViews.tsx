import { AlertIcon, FileIcon } from './icons';
import type { CSSProperties, ReactNode } from 'react';
import './StateViews.css';

/** A shimmering block; CSS only, because skeletons are on every first screen. */
export const Shimmer = ({ style }: { style?: CSSProperties }) => <div className="shimmer" style={style} />;

/** Content-shaped placeholders while a list loads: a cover block and text lines per row. */
export function ListSkeleton({ rows = 4, cover = true }: { rows?: number; cover?: boolean }) {
  return (
    <div aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card" style={{ display: 'flex', gap: 12, margin: '8px 12px', padding: 12 }}>
          {cover && <Shimmer style={{ width: 78, height: 104, flex: 'none' }} />}
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Shimmer style={{ height: 18, width: '60%' }} />
            <Shimmer style={{ height: 14 }} />
            <Shimmer style={{ height: 14, width: '80%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }} aria-busy="true" aria-label="加载中">
      <Shimmer style={{ height: 140, borderRadius: 12 }} />
      {[90, 100, 75, 100, 60].map((w, i) => (
        <Shimmer key={i} style={{ height: 16, width: `${w}%` }} />
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

export function ErrorState({ text = '加载失败，请检查网络后重试', onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div className="state-block" role="alert">
      <div className="state-icon">
        <AlertIcon />
      </div>
      <div>{text}</div>
      <button type="button" className="btn-outline" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
