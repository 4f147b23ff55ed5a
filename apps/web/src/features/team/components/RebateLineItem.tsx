import type { TeamRebateLine } from '@tuike/contract/team';
import { percentFromBps } from '../../../lib/format';
import { dateTime } from '../../../lib/format-date';
import { signedYuan } from '../format';
import './RebateLineItem.css';

/** One rebate I earned from a member: the source line's day, platform and work, the rate and my share. */
export function RebateLineItem({ r, onOpen }: { r: TeamRebateLine; onOpen: () => void }) {
  const title = r.source.workName ?? r.source.platformName;
  return (
    <button
      type="button"
      className="card list-card team-rebate"
      aria-label={`${title} 奖励 ${signedYuan(r.amount)}，查看来源`}
      onClick={onOpen}
    >
      <span className="team-rebate-main">
        <span className="team-rebate-title ellipsis-1">
          {r.source.adjustmentReason && <span className="team-rebate-tag">调整</span>}
          {title}
        </span>
        <span className="team-rebate-meta">
          {r.source.incomeDate} 收益 {signedYuan(r.source.amount)} × {percentFromBps(r.bps)}
        </span>
        <span className="team-rebate-meta">{dateTime(r.at)} 到账</span>
      </span>
      <span className={r.amount < 0 ? 'team-rebate-amount team-rebate-amount-negative num' : 'team-rebate-amount num'}>
        {signedYuan(r.amount)}
      </span>
    </button>
  );
}
