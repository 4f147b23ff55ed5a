import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestError } from '../../../lib/request';
import './EditFrame.css';

/**
 * What an edit page shows before its form: a skeleton while the row loads, 不存在 for a missing id (with
 * the way back), the error with 重试; then the form, given the loaded row (none for a new one).
 */
export function EditFrame<T>({
  query,
  back,
  children,
}: {
  /** The row's detail query; undefined for a new row. */
  query: UseQueryResult<T> | undefined;
  back: { to: string; label: string };
  children: (row: T | undefined) => ReactNode;
}) {
  if (!query) return <>{children(undefined)}</>;
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
