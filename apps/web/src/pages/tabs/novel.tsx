import { WORK_TYPE } from '@tuike/contract/enums';
import { TabPage } from '../../components/TabPage';
import { WorksBrowser } from '../../features/works/components/WorksBrowser';

export default function NovelPage() {
  return (
    <TabPage header={null}>
      <WorksBrowser type={WORK_TYPE.novel.value} platformCategory={2} historyKey="novelSearchList" title="小说" />
    </TabPage>
  );
}
