import type { TeamSummary } from '@tuike/contract/team';
import { TEAM_STEP_LABELS, TEAM_STEP_ORDER } from '../steps';
import './TeamFunnel.css';

const HINTS = {
  registered: '用你的邀请码注册',
  bound: '绑定了抖音、快手等媒体账号',
  backfilled: '发布作品并回填了链接',
  earning: '有了第一笔结算收益',
} as const;

/** How far my direct members got: the count at each step, as a bar against everyone registered. */
export function TeamFunnel({ funnel }: { funnel: TeamSummary['funnel'] }) {
  const all = funnel.registered;
  return (
    <section className="card team-funnel" aria-label="成员进度">
      <h2 className="team-funnel-title">成员进度</h2>
      <ol className="team-funnel-steps">
        {TEAM_STEP_ORDER.map((step, i) => {
          const n = funnel[step];
          const pct = all ? Math.round((n / all) * 100) : 0;
          return (
            <li key={step} className="team-funnel-step">
              <div className="team-funnel-row">
                <span className="team-funnel-label">
                  <span className="team-funnel-no">{i + 1}</span>
                  {TEAM_STEP_LABELS[step]}
                </span>
                <span className="team-funnel-count num">
                  {n} 人{i > 0 && all > 0 && <span className="team-funnel-pct">{pct}%</span>}
                </span>
              </div>
              <div className="team-funnel-bar" role="presentation">
                <span className="team-funnel-fill" style={{ width: `${all ? Math.max(pct, n ? 4 : 0) : 0}%` }} />
              </div>
              <div className="team-funnel-hint">{HINTS[step]}</div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
