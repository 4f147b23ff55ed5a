import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Work } from '@tuike/contract/works';
import type { WorkSort, WorkType } from '@tuike/contract/enums';
import { PagedList } from '../../../components/PagedList';
import { TabStrip } from '../../../components/TabStrip';
import { useTaskPlatforms } from '../api/task-platforms';
import { useWorksList } from '../api/works';
import { WorkCard } from './WorkCard';
import './works.css';

const ALL = 'all';

interface Props {
  type: WorkType;
  sort: WorkSort;
  /** The category of task platforms offered as filters (1 drama, 2 novel). */
  platformCategory: number;
  /** What the list is called in its empty text, e.g. 热门短剧. */
  noun: string;
  /** Shown above the list, under the platform filter. */
  children?: ReactNode;
  /** The empty view's way on when the whole list (every platform) is empty. */
  emptyAction: ReactNode;
}

/** A full list of works in one order, filtered by task platform (shortPlay lists, star/taskList). */
export function PlatformWorksList({ type, sort, platformCategory, noun, children, emptyAction }: Props) {
  const [platform, setPlatform] = useState(ALL);
  const platforms = (useTaskPlatforms().data ?? []).filter((p) => p.category === platformCategory);
  const list = useWorksList({ type, sort, taskPlatformId: platform === ALL ? undefined : Number(platform) });
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
            : { text: `暂无${noun}，稍后再来看看吧`, action: emptyAction }
        }
      />
    </>
  );
}
