import { Button, Result } from 'antd';

/** What a query that failed leaves a screen showing: the server's message and 重试, which asks again. */
export function LoadError({
  query,
  title = '加载失败',
}: {
  query: { error: Error | null; refetch: () => Promise<unknown> };
  title?: string;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={query.error?.message}
      extra={
        <Button type="primary" onClick={() => void query.refetch()}>
          重试
        </Button>
      }
    />
  );
}
