import type { McnTask } from '@tuike/contract/promotion';
import { useLocation, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { Shimmer } from '../../../components/StateViews';
import { date } from '../../../lib/format-date';
import { useIsLoggedIn } from '../../../lib/session';
import { useJoinMcnTask, useMcnTasks } from '../api/mcn';
import { McnLink } from './McnLink';
import './work-promotion.css';

function TaskRow({ task }: { task: McnTask }) {
  const join = useJoinMcnTask();
  return (
    <li className="mcn-work-task">
      <div className="mcn-work-task-main">
        <div className="ellipsis-1 mcn-work-task-title">{task.title}</div>
        <div className="mcn-work-task-reward">{task.rewardDesc}</div>
        <div className="mcn-work-task-meta">
          截止 {date(task.endsAt)} · {task.joinedCount} 人已领取
        </div>
      </div>
      {!join.data && (
        <button
          type="button"
          className={task.joined ? 'btn-outline' : 'btn-solid'}
          disabled={join.isPending}
          onClick={() => join.mutate(task.id)}
        >
          {join.isPending ? '领取中…' : task.joined ? '查看链接' : '领取任务'}
        </button>
      )}
      {join.data && <McnLink link={join.data.link} code={join.data.code} />}
    </li>
  );
}

/** The star/MCN tasks that promote one work; a visitor is asked to log in to see and take them. */
export function WorkMcnTasks({ workId }: { workId: number }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useMcnTasks({ workId }, loggedIn);

  if (!loggedIn)
    return (
      <section className="card mcn-work" aria-label="星图任务">
        <div className="mcn-work-visitor">
          <span>登录后可查看并领取本剧的星图任务</span>
          <button
            type="button"
            className="btn-outline"
            onClick={() => navigate(to('login/login', { redirect: location.pathname + location.search }))}
          >
            去登录
          </button>
        </div>
      </section>
    );
  if (list.isPending)
    return (
      <section className="card mcn-work" aria-busy="true" aria-label="星图任务加载中">
        <Shimmer className="mcn-work-skeleton" />
      </section>
    );
  if (list.firstPageFailed)
    return (
      <section className="card mcn-work" aria-label="星图任务">
        <div className="mcn-work-visitor">
          <span>星图任务加载失败</span>
          <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
            重试
          </button>
        </div>
      </section>
    );
  // No star task promotes this work: the section has nothing to offer, so it is left out.
  if (list.records.length === 0) return null;
  return (
    <section className="card mcn-work" aria-labelledby="mcn-work-title">
      <h3 id="mcn-work-title" className="work-section-title">
        星图任务
      </h3>
      <ul className="mcn-work-list">
        {list.records.map((t) => (
          <TaskRow key={t.id} task={t} />
        ))}
      </ul>
    </section>
  );
}
