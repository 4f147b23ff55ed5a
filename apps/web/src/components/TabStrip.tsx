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
 * A row of tabs that only switches a filter (no panels to animate), drawn with CSS: antd-mobile's
 * Tabs and CapsuleTabs bring react-spring and use-gesture to the route for their sliding ink bar.
 */
export function TabStrip<K extends string>({ items, active, onChange, variant, className, label }: Props<K>) {
  return (
    <div className={`tab-strip tab-strip-${variant}${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-label={label} className="tab-strip-list">
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
