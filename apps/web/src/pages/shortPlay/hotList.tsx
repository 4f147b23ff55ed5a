import { PageShell } from '../../components/PageShell';
import { PlatformWorksList } from '../../features/works/components/PlatformWorksList';

export default function HotListPage() {
  return (
    <PageShell>
      <PlatformWorksList sort="hot" noun="热门短剧" />
    </PageShell>
  );
}
