import type { McnTask } from '@tuike/contract/promotion';
import { useState } from 'react';
import { Cover } from '../../components/Cover';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { SearchField } from '../../components/SearchField';
import { TabStrip } from '../../components/TabStrip';
import { useMcnTasks } from '../../features/works/api/mcn';
import { BrowseDramasButton } from '../../features/works/components/BrowseDramasButton';
import { SearchHistory } from '../../features/works/components/SearchHistory';
import { date } from '../../lib/format-date';
import { useSearchBox } from '../../lib/use-search-box';
import { McnTaskSheet } from './McnTaskSheet';
import './mcn.css';

type Tab = 'all' | 'joined';
const TABS = [
  { key: 'all', title: '全部' },
  { key: 'joined', title: '已领取' },
] as const satisfies ReadonlyArray<{ key: Tab; title: string }>;

function McnTaskCard({ task, onOpen }: { task: McnTask; onOpen: () => void }) {
  return (
    <button type="button" className="card list-card mcn-card" onClick={onOpen} aria-label={`${task.title}，查看任务`}>
      <Cover src={task.cover} alt="" width={72} />
      <span className="mcn-card-body">
        <span className="ellipsis-1 mcn-card-title">{task.title}</span>
        <span className="mcn-card-tags">
          <span className="tag-outline">{task.taskPlatformName}</span>
          {task.joined && <span className="mcn-badge">已领取</span>}
        </span>
        <span className="ellipsis-1 mcn-reward">{task.rewardDesc}</span>
        <span className="mcn-card-meta">
          截止 {date(task.endsAt)} · {task.joinedCount} 人已领取
        </span>
      </span>
    </button>
  );
}

/** Star/MCN tasks: search (with history), all or taken, and each task's detail in a sheet. */
export default function McnPage() {
  const [tab, setTab] = useState<Tab>('all');
  const { keyword, focused, search, field } = useSearchBox('mcnSearchList');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMcnTasks({ keyword: keyword || undefined, joined: tab === 'joined' ? 'true' : undefined });

  let empty;
  if (keyword)
    empty = {
      text: `没有找到“${keyword}”相关的任务`,
      action: (
        <button type="button" className="btn-outline" onClick={() => search('')}>
          查看全部任务
        </button>
      ),
    };
  else if (tab === 'joined')
    empty = {
      text: '还没有领取任务，领取后在这里查看链接',
      action: (
        <button type="button" className="btn-outline" onClick={() => setTab('all')}>
          去领取任务
        </button>
      ),
    };
  // No star task now: keyword promotion of a drama is the other way to earn.
  else empty = { text: '暂无进行中的星图任务，先推广短剧赚收益吧', action: <BrowseDramasButton /> };

  return (
    <PageShell>
      <div className="mcn-top">
        <SearchField placeholder="搜索任务名称" {...field} />
        <TabStrip variant="line" label="任务范围" items={TABS} active={tab} onChange={setTab} className="mcn-tabs" />
      </div>
      {focused && <SearchHistory storageKey="mcnSearchList" onPick={search} />}
      <PagedList<McnTask>
        list={list}
        itemKey={(t) => t.id}
        renderItem={(t) => <McnTaskCard task={t} onOpen={() => setOpenId(t.id)} />}
        empty={empty}
      />
      <McnTaskSheet id={openId} onClose={() => setOpenId(null)} />
    </PageShell>
  );
}
