import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RequestError } from '../../../lib/request';
import './EditFrame.css';

/**
 * An edit page at `…/new` or `…/:id`: for an id it loads the row, showing a skeleton meanwhile, 不存在 for a
 * missing id (with the way back), the error with 重试; then the form, given the loaded row (none for a new one).
 */
export function EditFrame<T>({
  detail,
  back,
  children,
}: {
  /** How the row's detail is cached and read. */
  detail: { key: (id: number) => QueryKey; fetch: (id: number) => Promise<T> };
  back: { to: string; label: string };
  children: (row: T | undefined) => ReactNode;
}) {
  const { id } = useParams();
  const rowId = id ? Number(id) : undefined;
  const query = useQuery({
    queryKey: detail.key(rowId ?? 0),
    queryFn: () => detail.fetch(rowId ?? 0),
    enabled: rowId !== undefined,
  });
  if (rowId === undefined) return <>{children(undefined)}</>;
  if (query.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} className="edit-frame-skeleton" />
      </Card>
    );
  if (query.isError) {
    const missing = query.error instanceof RequestError && query.error.code === 404;
    return (
      <Card variant="borderless">
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? '没有找到' : '加载失败'}
          subTitle={query.error.message}
          extra={[
            ...(missing
              ? []
              : [
                  <Button key="retry" type="primary" onClick={() => void query.refetch()}>
                    重试
                  </Button>,
                ]),
            <Link key="back" to={back.to}>
              <Button>{back.label}</Button>
            </Link>,
          ]}
        />
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
