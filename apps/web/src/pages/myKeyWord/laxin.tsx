import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { DailyStats } from '../../features/promotion/components/DailyStats';
import { idParam } from '../../features/promotion/paths';

/** 推广详情 (拉新): per day and per alias, the new users and income reported; ?aliasId= for one alias. */
export default function LaxinPage() {
  const [params] = useSearchParams();
  return (
    <PageShell>
      <DailyStats aliasId={idParam(params.get('aliasId')) || undefined} />
    </PageShell>
  );
}
