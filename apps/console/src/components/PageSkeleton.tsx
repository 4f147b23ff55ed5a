import { Card, Skeleton } from 'antd';

/** What a page shows while its code loads: the shape of a card of content. */
export function PageSkeleton() {
  return (
    <Card variant="borderless">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
