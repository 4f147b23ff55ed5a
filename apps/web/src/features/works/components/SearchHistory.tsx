import { useState } from 'react';
import { storage } from '../../../lib/storage';
import './works.css';

/** A bin, drawn like the icons of components/icons.tsx (antd-mobile-icons would cost more than the list). */
const BinIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Recent search words from local storage, newest first; tap to search again. */
export function SearchHistory({
  storageKey,
  onPick,
}: {
  storageKey: 'shortPlayList' | 'novelSearchList' | 'mcnSearchList';
  onPick: (w: string) => void;
}) {
  const [words, setWords] = useState(() => storage.get<string[]>(storageKey) ?? []);
  if (!words.length) return null;
  return (
    <section className="card search-history" aria-label="搜索历史">
      <div className="search-history-head">
        搜索历史
        <button
          type="button"
          aria-label="清空搜索历史"
          className="search-history-clear"
          onClick={() => {
            storage.remove(storageKey);
            setWords([]);
          }}
        >
          <BinIcon />
        </button>
      </div>
      <div className="search-history-words">
        {words.map((w) => (
          <button key={w} type="button" onClick={() => onPick(w)} className="search-history-word">
            {w}
          </button>
        ))}
      </div>
    </section>
  );
}
