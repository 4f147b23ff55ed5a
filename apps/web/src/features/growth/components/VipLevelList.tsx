import type { VipLevels } from '@tuike/contract/vip';
import { percentFromBps } from '../../../lib/format';
import { levelCondition } from '../format';
import './VipLevelList.css';

/** Every level with how it is earned and its three benefits; mine marked 当前. */
export function VipLevelList({ data, myLevel }: { data: VipLevels; myLevel: number }) {
  return (
    <section className="vip-levels" aria-label="等级权益">
      <h2 className="vip-levels-title">等级与权益</h2>
      <ol className="vip-levels-list">
        {data.levels.map((l) => {
          const mine = l.level === myLevel;
          return (
            <li key={l.level} className={`card vip-level${mine ? ' active' : ''}`} aria-current={mine ? 'true' : undefined}>
              <div className="vip-level-head">
                <span className="vip-level-badge">VIP{l.level}</span>
                <b className="vip-level-name">{l.name}</b>
                {mine && <span className="vip-level-current">当前</span>}
              </div>
              <p className="vip-level-condition">{levelCondition(l, data.incomePeriodDays)}</p>
              <ul className="vip-level-benefits">
                <li>
                  <b className="num">{l.watermarkDailyQuota}</b>
                  <span>去水印 次/天</span>
                </li>
                <li>
                  <b className="num">{percentFromBps(l.rebateBps ?? data.defaultRebateBps)}</b>
                  <span>团队奖励</span>
                </li>
                <li>
                  <b>{l.priorityReview ? '优先' : '标准'}</b>
                  <span>审核通道</span>
                </li>
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
