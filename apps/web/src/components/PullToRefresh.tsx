import { type ReactNode, useRef, useState } from 'react';
import './PullToRefresh.css';

const HEAD = 40;
const THRESHOLD = 60;
type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';
const TEXT: Record<Exclude<Status, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中……',
  complete: '刷新成功',
};

/**
 * Pull down at the top of the page to refresh, with antd-mobile's texts and measures. Touch events
 * and a CSS transition replace its react-spring and use-gesture, which the list routes need for nothing else.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [pull, setPull] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const start = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);

  const settle = (to: number, next: Status) => {
    setPull(to);
    setStatus(next);
  };

  return (
    <div
      className="ptr"
      onTouchStart={(e) => {
        if (status !== 'idle' || window.scrollY > 0) return;
        start.current = e.touches[0]!.clientY;
        setDragging(true);
      }}
      onTouchMove={(e) => {
        if (start.current === null) return;
        const dy = e.touches[0]!.clientY - start.current;
        if (dy <= 0) return settle(0, 'idle');
        // Resistance as in antd-mobile: the head follows at half speed.
        const height = Math.min(dy / 2, THRESHOLD * 2);
        settle(height, height > THRESHOLD ? 'canRelease' : 'pulling');
      }}
      onTouchEnd={async () => {
        start.current = null;
        setDragging(false);
        if (status !== 'canRelease') return settle(0, 'idle');
        settle(HEAD, 'refreshing');
        try {
          await onRefresh();
          settle(HEAD, 'complete');
          await new Promise((r) => setTimeout(r, 500));
        } finally {
          settle(0, 'idle');
        }
      }}
    >
      <div className={dragging ? 'ptr-track' : 'ptr-track settling'} style={{ transform: `translateY(${pull}px)` }}>
        <div className="ptr-head" aria-live="polite">
          {status === 'idle' ? null : TEXT[status]}
        </div>
        {children}
      </div>
    </div>
  );
}
