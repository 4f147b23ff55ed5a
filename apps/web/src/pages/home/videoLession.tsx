import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { useTutorialCategories } from '../../features/content/api/tutorials';
import { TutorialList } from '../../features/content/components/TutorialList';
import '../../features/content/components/content.css';

const ALL = '';

/** Video tutorials by category; the chosen tab lives in the URL so back returns to it. */
export default function VideoLessonPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const { data: categories = [] } = useTutorialCategories();
  const select = (key: string) => setParams(key ? { category: key } : {}, { replace: true });
  return (
    <PageShell>
      <div className="tutorial-tabs-bar">
        <Tabs activeKey={category} onChange={select} className="tutorial-tabs">
          <Tabs.Tab key={ALL} title="全部" />
          {categories.map((c) => (
            <Tabs.Tab key={c} title={c} />
          ))}
        </Tabs>
      </div>
      <TutorialList key={category} category={category} onShowAll={() => select(ALL)} />
    </PageShell>
  );
}
