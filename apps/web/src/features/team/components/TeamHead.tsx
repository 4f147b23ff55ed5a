import type { TeamSummary } from '@tuike/contract/team';
import { yuan } from '../../../lib/format';
import './TeamHead.css';

/** The team page's head: my rebates (total and this month), the team's settled income, and its size. */
export function TeamHead({ s }: { s: TeamSummary }) {
  return (
    <section className="team-head" aria-label="团队概况">
      <div className="team-head-label">累计团队奖励（元）</div>
      <div className="team-head-amount num">{yuan(s.rebate.total, false)}</div>
      <dl className="team-head-figures">
        <div>
          <dt>本月奖励</dt>
          <dd className="num">{yuan(s.rebate.thisMonth)}</dd>
        </div>
        <div>
          <dt>本月团队收益</dt>
          <dd className="num">{yuan(s.teamIncome.thisMonth)}</dd>
        </div>
        <div>
          <dt>累计团队收益</dt>
          <dd className="num">{yuan(s.teamIncome.total)}</dd>
        </div>
      </dl>
      <div className="team-head-counts">
        <span>
          直属成员 <b className="num">{s.counts.direct}</b>
        </span>
        <span className="team-head-sep" aria-hidden="true" />
        <span>
          二级成员 <b className="num">{s.counts.second}</b>
        </span>
      </div>
    </section>
  );
}
