import { Button } from 'antd';
import type { ReactNode } from 'react';
import './SelectionBar.css';

/** Above a queue's table while rows are selected: how many, the bulk actions, and 取消选择. */
export function SelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  return (
    <div className="selection-bar" role="toolbar" aria-label="批量操作">
      <span className="selection-bar-count">
        已选择 <strong>{count}</strong> 项
      </span>
      <Button type="link" size="small" onClick={onClear}>
        取消选择
      </Button>
      <span className="selection-bar-actions">{children}</span>
    </div>
  );
}
