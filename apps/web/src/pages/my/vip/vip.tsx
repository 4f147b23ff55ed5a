import { PageShell } from '../../../components/PageShell';
import { ErrorState, Shimmer } from '../../../components/StateViews';
import { useVipLevels } from '../../../features/growth/api/vip-levels';
import { useVipMy } from '../../../features/growth/api/vip-my';
import { VipHero } from '../../../features/growth/components/VipHero';
import { VipLevelList } from '../../../features/growth/components/VipLevelList';
import './vip.css';

function VipSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <Shimmer className="vip-skeleton-hero" />
      {[0, 1, 2].map((i) => (
        <Shimmer key={i} className="vip-skeleton-level" />
      ))}
    </div>
  );
}

/** VIP: my level and the way to the next, then every level with its benefits. */
export default function VipPage() {
  const my = useVipMy();
  const levels = useVipLevels();
  let body;
  if (my.isError || levels.isError)
    body = <ErrorState error={my.error ?? levels.error} onRetry={() => void Promise.all([my.refetch(), levels.refetch()])} />;
  else if (my.isPending || levels.isPending) body = <VipSkeleton />;
  else
    body = (
      <>
        <VipHero my={my.data} />
        <VipLevelList data={levels.data} myLevel={my.data.level} />
      </>
    );
  return <PageShell>{body}</PageShell>;
}
