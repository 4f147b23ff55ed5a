import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { TabStrip } from '../../components/TabStrip';
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
        <TabStrip
          variant="line"
          label="教程分类"
          items={[{ key: ALL, title: '全部' }, ...categories.map((c) => ({ key: c, title: c }))]}
          active={category}
          onChange={select}
          className="tutorial-tabs"
        />
      </div>
      <TutorialList key={category} category={category} onShowAll={() => select(ALL)} />
    </PageShell>
  );
}
