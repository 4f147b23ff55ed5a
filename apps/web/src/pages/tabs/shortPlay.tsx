import { WORK_TYPE } from '@tuike/contract/enums';
import { TabPage } from '../../components/TabPage';
import { WorksBrowser } from '../../features/works/components/WorksBrowser';

export default function ShortPlayPage() {
  return (
    <TabPage header={null}>
      <WorksBrowser type={WORK_TYPE.drama.value} platformCategory={1} historyKey="shortPlayList" title="短剧" />
    </TabPage>
  );
}
