import { useState } from 'react';
import { SearchIcon } from './icons';
import './SearchField.css';

interface Props {
  value: string;
  placeholder: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  /** Clearing (×, or 取消) searches for nothing again. */
  onClear: () => void;
  onFocus?: () => void;
  onCancel?: () => void;
  showCancel?: boolean;
  className?: string;
}

/** A search input with clear and cancel, the behaviour of antd-mobile's SearchBar without its Input and Button. */
export function SearchField({
  value,
  placeholder,
  autoFocus,
  onChange,
  onSearch,
  onClear,
  onFocus,
  onCancel,
  showCancel,
  className,
}: Props) {
  const [active, setActive] = useState(false);
  return (
    <div role="search" className={`search-field${active ? ' active' : ''}${className ? ` ${className}` : ''}`}>
      <label className="search-field-box">
        <SearchIcon className="search-field-icon" />
        <input
          type="search"
          enterKeyHint="search"
          aria-label={placeholder}
          placeholder={placeholder}
          value={value}
          // The page asks for focus when it was opened from the home search pill.
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            setActive(true);
            onFocus?.();
          }}
          onBlur={() => setActive(false)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.currentTarget.blur();
            onSearch(value);
          }}
        />
        {value && (
          <button type="button" className="search-field-clear" aria-label="清除" onClick={onClear}>
            ×
          </button>
        )}
      </label>
      {showCancel && (
        <button
          type="button"
          className="search-field-cancel"
          onClick={() => {
            onChange('');
            onClear();
            onCancel?.();
          }}
        >
          取消
        </button>
      )}
    </div>
  );
}
