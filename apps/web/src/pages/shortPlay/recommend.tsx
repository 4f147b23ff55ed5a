import { PageShell } from '../../components/PageShell';
import { PlatformWorksList } from '../../features/works/components/PlatformWorksList';

export default function RecommendPage() {
  return (
    <PageShell>
      <PlatformWorksList sort="recommend" noun="推荐短剧" />
    </PageShell>
  );
}
