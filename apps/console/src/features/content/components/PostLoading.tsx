import { Button, Card, Result, Skeleton } from 'antd';

/** An editor page while its row loads, or the load's error with 重试. */
export function PostLoading({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
