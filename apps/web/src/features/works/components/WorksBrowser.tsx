import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Work } from '@tuike/contract/works';
import { WORK_SORTS, type WorkType } from '@tuike/contract/enums';
import { PagedList } from '../../../components/PagedList';
import { SearchField } from '../../../components/SearchField';
import { TabStrip } from '../../../components/TabStrip';
import { useSearchBox } from '../../../lib/use-search-box';
import { useTaskPlatforms } from '../api/task-platforms';
import { useWorksList } from '../api/works';
import { SearchHistory } from './SearchHistory';
import { WorkCard } from './WorkCard';
import './works.css';

type Sort = (typeof WORK_SORTS)[number];
const SORT_LABEL: Record<Sort, string> = { new: '最新', hot: '最热', recommend: '推荐' };
const SORT_TABS = WORK_SORTS.map((key) => ({ key, title: SORT_LABEL[key] }));

interface Props {
  type: WorkType;
  /** The category of task platforms shown as filters (1 drama, 2 novel). */
  platformCategory: number;
  historyKey: 'shortPlayList' | 'novelSearchList';
  title: string;
}

/** The short drama and novel tabs: search with history, sort tabs, platform filter, infinite list. */
export function WorksBrowser({ type, platformCategory, historyKey, title }: Props) {
  const [params] = useSearchParams();
  const [sort, setSort] = useState<Sort>('new');
  const [platform, setPlatform] = useState('all');
  const { keyword, focused, search, field } = useSearchBox(historyKey, params.get('focus') === '1');
  const platforms = (useTaskPlatforms().data ?? []).filter((p) => p.category === platformCategory);
  const list = useWorksList({
    type,
    sort,
    keyword: keyword || undefined,
    taskPlatformId: platform === 'all' ? undefined : Number(platform),
  });

  return (
    <>
      <header className="brand-header works-header">
        <div className="works-header-row">
          <h1>{title}</h1>
          <SearchField className="works-search" placeholder={`搜索${title}名称`} autoFocus={focused} {...field} />
        </div>
        <TabStrip variant="line" label="排序" items={SORT_TABS} active={sort} onChange={setSort} className="works-sort-tabs" />
      </header>
      {focused && <SearchHistory storageKey={historyKey} onPick={search} />}
      {platforms.length > 1 && (
        <TabStrip
          variant="capsule"
          label="平台"
          items={[{ key: 'all', title: '全部平台' }, ...platforms.map((p) => ({ key: String(p.id), title: p.name }))]}
          active={platform}
          onChange={setPlatform}
          className="works-platforms"
        />
      )}
      <PagedList<Work>
        list={list}
        itemKey={(w) => w.id}
        renderItem={(w) => <WorkCard work={w} />}
        empty={{ text: keyword ? `没有找到“${keyword}”相关的${title}` : `暂无${title}，换个平台看看吧` }}
      />
    </>
  );
}
