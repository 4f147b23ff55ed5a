import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { DateTime } from '../../components/DateTime';
import { LoadError } from '../../components/LoadError';
import { fetchVipLevels, vipLevelsKey } from '../../features/growth/api/vip-levels';
import { VipLevelsForm } from '../../features/growth/components/VipLevelsForm';
import './GrowthPage.css';

/**
 * /admin/growth/vip (admin): the VIP ladder — thresholds, benefits and how many promoters hold each
 * level. The hourly job moves promoters between levels; the card says when it last ran.
 */
export default function VipLevelsPage() {
  const query = useQuery({ queryKey: vipLevelsKey, queryFn: fetchVipLevels });
  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError) body = <LoadError query={query} />;
  else body = <VipLevelsForm key={query.data.updatedAt ?? 'installed'} data={query.data} />;
  const extra = query.data && (
    <Typography.Text type="secondary" className="growth-page-meta">
      {query.data.recomputedAt ? (
        <>
          等级最近重算于 <DateTime value={query.data.recomputedAt} />
        </>
      ) : (
        '等级每小时重算一次'
      )}
      {query.data.updatedAt && (
        <>
          {' · '}最近保存于 <DateTime value={query.data.updatedAt} />
        </>
      )}
    </Typography.Text>
  );
  return (
    <div className="growth-page">
      <Card variant="borderless" title="VIP 等级与权益" extra={extra}>
        {body}
      </Card>
    </div>
  );
}
