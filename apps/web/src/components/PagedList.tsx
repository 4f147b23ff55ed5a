import type { ReactNode } from 'react';
import type { usePagedList } from '../lib/paging';
import { LoadMore } from './LoadMore';
import { PullToRefresh } from './PullToRefresh';
import { EmptyState, ErrorState, ListSkeleton } from './StateViews';

interface Props<T> {
  list: ReturnType<typeof usePagedList<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: { text: string; action?: ReactNode; icon?: ReactNode };
  skeleton?: ReactNode;
}

type ListEndState = Pick<ReturnType<typeof usePagedList>, 'lastPageFailed' | 'hasNextPage' | 'refetch' | 'fetchNextPage'>;

/** The four states of every list (ui.md): skeleton, paged content with pull-to-refresh, empty, error. */
export function PagedList<T>({ list, renderItem, itemKey, empty, skeleton }: Props<T>) {
  if (list.isPending) return <>{skeleton ?? <ListSkeleton />}</>;
  if (list.firstPageFailed) return <ErrorState error={list.firstPageError} onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <EmptyState {...empty} />;
  return (
    <PullToRefresh onRefresh={() => list.refetch()}>
      {list.records.map((item, i) => (
        <div key={itemKey(item)}>{renderItem(item, i)}</div>
      ))}
      <ListEnd list={list} />
    </PullToRefresh>
  );
}

/** Below a paged list's rows: the next page as the end comes into view, or 重试 when that page failed. */
export function ListEnd({ list }: { list: ListEndState }) {
  return list.lastPageFailed ? (
    <div className="list-end">
      加载失败，
      <button type="button" className="link-btn" onClick={() => void list.refetch()}>
        重试
      </button>
    </div>
  ) : (
    <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
  );
}
