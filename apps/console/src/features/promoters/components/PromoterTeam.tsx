import { Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../components/Money';
import { useCan } from '../../../lib/me';
import type { PromoterDetail } from '../api/promoter-detail';
import './PromoterTeam.css';

/** A figure of the team row: its label over its value. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="promoter-team-figure">
      <div className="promoter-team-label">{label}</div>
      <div className="promoter-team-value">{children}</div>
    </div>
  );
}

/**
 * 团队与成长: who invited the promoter, their VIP level and wechat mentor, and their team as their own
 * team page counts it (members of both levels, the direct members' settled income and the rebates on
 * it). Levels and mentors link to where they are set, for the roles that may set them.
 */
export function PromoterTeam({ promoter }: { promoter: PromoterDetail }) {
  const canSetLevels = useCan('settings.write');
  const canSetMentors = useCan('promoters.manage');
  const { team, mentor, inviter } = promoter;
  const level = (
    <span>
      <Tag color={promoter.vipLevel > 0 ? 'gold' : 'default'}>VIP{promoter.vipLevel}</Tag>
      {promoter.vipName}
    </span>
  );
  const mentorText = mentor && `${mentor.name}（微信 ${mentor.wechatId}）`;
  return (
    <Card
      variant="borderless"
      title="团队与成长"
      className="promoter-team"
      extra={<Link to={`/promoters/${promoter.id}?tab=invitees`}>查看邀请的推客</Link>}
    >
      <Descriptions
        size="small"
        column={3}
        items={[
          {
            key: 'inviter',
            label: '邀请人',
            children: inviter ? (
              <Link to={`/promoters/${inviter.id}`}>
                {inviter.nickname}（{inviter.promoterNo}）
              </Link>
            ) : (
              '无（自行注册）'
            ),
          },
          { key: 'vip', label: 'VIP 等级', children: canSetLevels ? <Link to="/growth/vip">{level}</Link> : level },
          {
            key: 'mentor',
            label: '微信导师',
            children: !mentorText ? '未分配' : canSetMentors ? <Link to="/growth/mentors">{mentorText}</Link> : mentorText,
          },
        ]}
      />
      <div className="promoter-team-figures">
        <Figure label="直推成员">
          <span className="promoter-team-count">{team.counts.direct}</span> 人
        </Figure>
        <Figure label="二级成员">
          <span className="promoter-team-count">{team.counts.second}</span> 人
        </Figure>
        <Figure label="团队结算收益 · 本月">
          <Money fen={team.teamIncome.thisMonth} />
        </Figure>
        <Figure label="团队结算收益 · 累计">
          <Money fen={team.teamIncome.total} />
        </Figure>
        <Figure label="团队奖励 · 本月">
          <Money fen={team.rebate.thisMonth} />
        </Figure>
        <Figure label="团队奖励 · 累计">
          <Money fen={team.rebate.total} />
        </Figure>
      </div>
    </Card>
  );
}
