import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { usePagedList } from '../lib/paging';
import { EmptyState, ErrorState, ListSkeleton } from './StateViews';

interface Props<T> {
  list: ReturnType<typeof usePagedList<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: { text: string; action?: ReactNode; icon?: ReactNode };
  skeleton?: ReactNode;
}

/** The four states of every list (ui.md): skeleton, paged content with pull-to-refresh, empty, error. */
export function PagedList<T>({ list, renderItem, itemKey, empty, skeleton }: Props<T>) {
  if (list.isPending) return <>{skeleton ?? <ListSkeleton />}</>;
  if (list.firstPageFailed) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <EmptyState {...empty} />;
  return (
    <PullToRefresh onRefresh={async () => void (await list.refetch())}>
      {list.records.map((item, i) => (
        <div key={itemKey(item)}>{renderItem(item, i)}</div>
      ))}
      {list.lastPageFailed ? (
        <div className="list-end">
          加载失败，
          <Button fill="none" size="mini" color="primary" onClick={() => void list.refetch()}>
            重试
          </Button>
        </div>
      ) : (
        <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage}>
          {(hasMore) => <span className="list-end">{hasMore ? '加载中…' : '没有更多了'}</span>}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
