import type { TeamMember } from '@tuike/contract/team';
import { dateTime } from '../../../lib/format-date';
import { TEAM_STEP_LABELS } from '../steps';
import { StepChip } from './StepChip';
import './MemberItem.css';

/** One member of my team: initial, nickname, masked phone, when they joined and how far they got. */
export function MemberItem({ m, onOpen }: { m: TeamMember; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="card list-card team-member"
      aria-label={`${m.nickname} ${TEAM_STEP_LABELS[m.step]}，查看详情`}
      onClick={onOpen}
    >
      <span className="team-member-avatar" aria-hidden="true">
        {m.nickname.slice(0, 1)}
      </span>
      <span className="team-member-main">
        <span className="team-member-name ellipsis-1">{m.nickname}</span>
        <span className="team-member-meta">
          <span className="num">{m.phoneMasked}</span> · {dateTime(m.joinedAt)} 加入
        </span>
      </span>
      <StepChip step={m.step} />
    </button>
  );
}
