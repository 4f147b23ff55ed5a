import type { VipMy } from '@tuike/contract/vip';
import { CrownIcon } from './CrownIcon';
import { thresholdYuan } from '../format';
import { yuan } from '../../../lib/format';
import './VipHero.css';

function Progress({ label, now, target, unit }: { label: string; now: string; target: string; unit: number }) {
  return (
    <div className="vip-hero-progress">
      <div className="vip-hero-progress-head">
        <span>{label}</span>
        <span className="num">
          {now} / {target}
        </span>
      </div>
      <div
        className="vip-hero-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(unit * 100)}
      >
        <span className="vip-hero-bar-fill" style={{ width: `${Math.min(100, unit * 100)}%` }} />
      </div>
    </div>
  );
}

/** My level, the figures it is decided on and the bars to the next level's thresholds. */
export function VipHero({ my }: { my: VipMy }) {
  const { next } = my;
  return (
    <section className="vip-hero" aria-label="我的等级">
      <div className="vip-hero-top">
        <CrownIcon className="vip-hero-crown" />
        <div>
          <div className="vip-hero-name">{my.name}</div>
          <div className="vip-hero-badge">VIP{my.level}</div>
        </div>
      </div>
      <div className="vip-hero-figures">
        <div>
          <b className="num">{yuan(my.settledIncome)}</b>
          <span>近{my.incomePeriodDays}天结算收益</span>
        </div>
        <div>
          <b className="num">{my.teamSize}</b>
          <span>直推团队（人）</span>
        </div>
      </div>
      {next ? (
        <div className="vip-hero-next">
          <p className="vip-hero-next-title">
            升级到 <b>{next.name}</b>
            <span className="vip-hero-next-rule">
              {next.minSettledIncome !== null && next.minTeamSize !== null ? '满足任一条件即可升级' : '达到以下条件即可升级'}
            </span>
          </p>
          {next.minSettledIncome !== null && (
            <Progress
              label="结算收益"
              now={yuan(my.settledIncome)}
              target={thresholdYuan(next.minSettledIncome)}
              unit={my.settledIncome / next.minSettledIncome}
            />
          )}
          {next.minTeamSize !== null && (
            <Progress
              label="直推人数"
              now={String(my.teamSize)}
              target={`${next.minTeamSize} 人`}
              unit={my.teamSize / next.minTeamSize}
            />
          )}
          <p className="vip-hero-note">等级每小时更新一次，达标后自动升级</p>
        </div>
      ) : (
        <p className="vip-hero-next vip-hero-top-level">你已是最高等级，尽享全部权益</p>
      )}
    </section>
  );
}
