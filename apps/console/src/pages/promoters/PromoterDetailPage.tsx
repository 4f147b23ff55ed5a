import { Card } from 'antd';
import { useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { NotFoundResult } from '../../components/NotFoundResult';
import { PageSkeleton } from '../../components/PageSkeleton';
import { RequestError } from '../../lib/request';
import { usePromoterDetail } from '../../features/promoters/api/promoter-detail';
import { PromoterHead } from '../../features/promoters/components/PromoterHead';
import { PromoterTabs } from '../../features/promoters/components/PromoterTabs';
import { PromoterTeam } from '../../features/promoters/components/PromoterTeam';
import './PromoterDetailPage.css';

/**
 * /admin/promoters/:id: one promoter's head (profile, money, 停用/启用, 调整余额), their team, VIP level
 * and mentor (团队与成长), over their rows by tab
 * (推广账号, 口令, 回填, 收益, 账户流水, 提现, 邀请的推客).
 */
export default function PromoterDetailPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = usePromoterDetail(id);

  if (id === null || (detail.error instanceof RequestError && detail.error.errorCode === 'NOT_FOUND'))
    return <NotFoundResult title="推客不存在" back={{ to: '/promoters', label: '返回推客列表' }} />;
  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError)
    return (
      <Card variant="borderless">
        <LoadError query={detail} />
      </Card>
    );
  return (
    <div className="promoter-detail-page">
      <PromoterHead promoter={detail.data} />
      <PromoterTeam promoter={detail.data} />
      <Card variant="borderless">
        <PromoterTabs promoter={detail.data} />
      </Card>
    </div>
  );
}
