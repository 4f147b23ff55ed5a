import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

/** Content-shaped placeholders while a list loads: a cover block and two text lines per row. */
export function ListSkeleton({ rows = 4, cover = true }: { rows?: number; cover?: boolean }) {
  return (
    <div aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card" style={{ display: 'flex', gap: 12 }}>
          {cover && <Skeleton animated style={{ width: 72, height: 96, borderRadius: 8, flex: 'none' }} />}
          <div style={{ flex: 1 }}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div style={{ padding: 12 }} aria-busy="true" aria-label="加载中">
      <Skeleton animated style={{ height: 140, borderRadius: 12, marginBottom: 12 }} />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

export function EmptyState({ text, action, icon }: { text: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="state-block" role="status">
      <div className="state-icon">{icon ?? <FileOutline />}</div>
      <div>{text}</div>
      {action}
    </div>
  );
}

export function ErrorState({ text = '加载失败，请检查网络后重试', onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div className="state-block" role="alert">
      <div className="state-icon">
        <ExclamationCircleOutline />
      </div>
      <div>{text}</div>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
