import { WORK_TYPE } from '@tuike/contract/enums';
import { PageShell } from '../../components/PageShell';
import { PlatformWorksList } from '../../features/works/components/PlatformWorksList';
import { BrowseDramasButton } from '../../features/works/components/BrowseDramasButton';

export default function NewListPage() {
  return (
    <PageShell>
      <PlatformWorksList
        type={WORK_TYPE.drama.value}
        sort="new"
        platformCategory={1}
        noun="最新短剧"
        emptyAction={<BrowseDramasButton />}
      />
    </PageShell>
  );
}
