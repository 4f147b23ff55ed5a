import { useEffect, useRef, type RefObject } from 'react';
import './TabStrip.css';

interface Props<K extends string> {
  items: readonly { key: K; title: string }[];
  active: K;
  onChange: (key: K) => void;
  /** `line`: titles over an underline (antd-mobile Tabs); `capsule`: pill buttons (CapsuleTabs). */
  variant: 'line' | 'capsule';
  className?: string;
  label: string;
}

/**
 * Marks the ends of a scrolling row past which more tabs hide (`data-fade`: start, end or both) so the
 * CSS fades them out; nothing while the row fits. Written to the DOM, not to state: a scroll re-renders nothing.
 */
function useEdgeFade(ref: RefObject<HTMLDivElement | null>, content: string) {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      // A pixel of slack: scroll offsets are fractional at some zoom levels.
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      const fade = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (fade) row.dataset.fade = fade;
      else delete row.dataset.fade;
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref, content]);
}

/**
 * A row of tabs that only switches a filter (no panels to animate), drawn with CSS: antd-mobile's
 * Tabs and CapsuleTabs bring react-spring and use-gesture to the route for their sliding ink bar.
 */
export function TabStrip<K extends string>({ items, active, onChange, variant, className, label }: Props<K>) {
  const row = useRef<HTMLDivElement>(null);
  useEdgeFade(row, items.map((t) => t.title).join('\n'));
  return (
    <div className={`tab-strip tab-strip-${variant}${className ? ` ${className}` : ''}`}>
      <div ref={row} role="tablist" aria-label={label} className="tab-strip-list">
        {items.map((t) => (
          <div key={t.key} className="tab-strip-cell">
            <button
              type="button"
              role="tab"
              aria-selected={t.key === active}
              className={t.key === active ? 'tab-strip-tab active' : 'tab-strip-tab'}
              onClick={() => t.key !== active && onChange(t.key)}
            >
              {t.title}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
