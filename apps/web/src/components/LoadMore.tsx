import { useEffect, useRef } from 'react';

/**
 * The end of an infinite list: asks for the next page when it comes within 250px of the viewport
 * (antd-mobile InfiniteScroll's threshold), through an IntersectionObserver instead of scroll events.
 */
export function LoadMore({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<unknown> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || loading.current) return;
        loading.current = true;
        void loadMore().finally(() => {
          loading.current = false;
          // Still in view after a short page: observe again so the next one follows.
          observer.unobserve(el);
          observer.observe(el);
        });
      },
      { rootMargin: '0px 0px 250px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);
  return (
    <div ref={sentinel} className="list-end">
      {hasMore ? '加载中…' : '没有更多了'}
    </div>
  );
}
