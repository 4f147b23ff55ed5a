import { Button, Space, Tag } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { storage } from '../../../lib/storage';
import './works.css';

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
        <Button
          fill="none"
          size="small"
          aria-label="清空搜索历史"
          className="search-history-clear"
          onClick={() => {
            storage.remove(storageKey);
            setWords([]);
          }}
        >
          <DeleteOutline />
        </Button>
      </div>
      <Space wrap>
        {words.map((w) => (
          <Tag key={w} round onClick={() => onPick(w)} className="search-history-word">
            {w}
          </Tag>
        ))}
      </Space>
    </section>
  );
}
