import { PlayOutline } from 'antd-mobile-icons';
import { PagedList } from '../../../components/PagedList';
import { Shimmer } from '../../../components/StateViews';
import { useTutorialPage } from '../api/tutorials';
import { TutorialCard } from './TutorialCard';
import './content.css';

function TutorialSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card tutorial-card">
          <Shimmer className="tutorial-skeleton-cover" />
          <div className="tutorial-body tutorial-skeleton-body">
            <Shimmer className="tutorial-skeleton-title" />
            <Shimmer className="tutorial-skeleton-summary" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The tutorials of one category ('' for all). */
export function TutorialList({ category, onShowAll }: { category: string; onShowAll: () => void }) {
  const list = useTutorialPage(category);
  return (
    <PagedList
      list={list}
      itemKey={(a) => a.id}
      renderItem={(a) => <TutorialCard tutorial={a} />}
      skeleton={<TutorialSkeleton />}
      empty={{
        text: category ? '这个分类还没有教程' : '教程正在准备中，敬请期待',
        icon: <PlayOutline />,
        action: category ? (
          <button type="button" className="btn-outline" onClick={onShowAll}>
            查看全部教程
          </button>
        ) : undefined,
      }}
    />
  );
}
