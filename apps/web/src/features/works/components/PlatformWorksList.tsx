import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Work } from '@tuike/contract/works';
import { WORK_TYPE, type WorkSort } from '@tuike/contract/enums';
import { PagedList } from '../../../components/PagedList';
import { TabStrip } from '../../../components/TabStrip';
import { useTaskPlatforms } from '../api/task-platforms';
import { useWorksList } from '../api/works';
import { BrowseDramasButton } from './BrowseDramasButton';
import { WorkCard } from './WorkCard';
import './works.css';

const ALL = 'all';

/** The task platforms of dramas (task_platforms.category 1), offered as filters. */
const DRAMA_PLATFORMS = 1;

interface Props {
  sort: WorkSort;
  /** What the list is called in its empty text, e.g. 热门短剧. */
  noun: string;
  /** Shown above the list, under the platform filter. */
  children?: ReactNode;
}

/** A full list of dramas in one order, filtered by task platform (shortPlay lists, star/taskList). */
export function PlatformWorksList({ sort, noun, children }: Props) {
  const [platform, setPlatform] = useState(ALL);
  const platforms = (useTaskPlatforms().data ?? []).filter((p) => p.category === DRAMA_PLATFORMS);
  const list = useWorksList({
    type: WORK_TYPE.drama.value,
    sort,
    taskPlatformId: platform === ALL ? undefined : Number(platform),
  });
  const picked = platforms.find((p) => String(p.id) === platform);
  return (
    <>
      {platforms.length > 1 && (
        <TabStrip
          variant="capsule"
          label="平台"
          items={[{ key: ALL, title: '全部平台' }, ...platforms.map((p) => ({ key: String(p.id), title: p.name }))]}
          active={platform}
          onChange={setPlatform}
          className="works-platforms platform-works-filter"
        />
      )}
      {children}
      <PagedList<Work>
        list={list}
        itemKey={(w) => w.id}
        renderItem={(w) => <WorkCard work={w} />}
        empty={
          picked
            ? {
                text: `${picked.name}暂无${noun}，看看其他平台吧`,
                action: (
                  <button type="button" className="btn-outline" onClick={() => setPlatform(ALL)}>
                    查看全部平台
                  </button>
                ),
              }
            : { text: `暂无${noun}，稍后再来看看吧`, action: <BrowseDramasButton /> }
        }
      />
    </>
  );
}
