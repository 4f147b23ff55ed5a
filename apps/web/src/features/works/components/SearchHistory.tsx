import { Button, Space, Tag } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { storage } from '../../../lib/storage';

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
    <section className="card" aria-label="搜索历史" style={{ margin: 0, borderRadius: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8, fontWeight: 600 }}>
        搜索历史
        <Button
          fill="none"
          size="small"
          aria-label="清空搜索历史"
          style={{ marginLeft: 'auto', color: 'var(--text-3)' }}
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
          <Tag
            key={w}
            round
            onClick={() => onPick(w)}
            style={{ padding: '6px 12px', fontSize: 13, background: 'var(--bg)', color: 'var(--text-2)', border: 0 }}
          >
            {w}
          </Tag>
        ))}
      </Space>
    </section>
  );
}
