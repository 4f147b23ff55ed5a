import { PageShell } from '../../components/PageShell';
import { PlatformWorksList } from '../../features/works/components/PlatformWorksList';

export default function NewListPage() {
  return (
    <PageShell>
      <PlatformWorksList sort="new" noun="最新短剧" />
    </PageShell>
  );
}
