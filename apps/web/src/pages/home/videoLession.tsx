import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { useTutorialCategories } from '../../features/content/api/tutorials';
import { TutorialList } from '../../features/content/components/TutorialList';

const ALL = '';

/** Video tutorials by category; the chosen tab lives in the URL so back returns to it. */
export default function VideoLessonPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const { data: categories = [] } = useTutorialCategories();
  const select = (key: string) => setParams(key ? { category: key } : {}, { replace: true });
  return (
    <PageShell>
      <div style={{ position: 'sticky', top: 45, zIndex: 10, background: '#fff' }}>
        <Tabs
          activeKey={category}
          onChange={select}
          style={{ '--title-font-size': '15px', '--active-title-color': 'var(--brand)', '--active-line-color': 'var(--brand)' }}
        >
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
