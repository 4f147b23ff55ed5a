import type { TeamRebateLine } from '@tuike/contract/team';
import { Sheet } from '../../../components/Sheet';
import { percentFromBps } from '../../../lib/format';
import { dateTime } from '../../../lib/format-date';
import { signedYuan } from '../format';
import './RebateSourceSheet.css';

const MATCHED_BY_LABEL: Record<TeamRebateLine['source']['matchedBy'], string> = {
  alias: '口令',
  uid: '媒体账号 UID',
  link: '作品链接',
};

/**
 * Where a rebate came from: the member's income line it was paid on (platform, work, day, rule, report
 * row). What matched the line to the member (their alias, UID or link) stays theirs.
 */
export function RebateSourceSheet({ r, onClose }: { r: TeamRebateLine | null; onClose: () => void }) {
  return (
    <Sheet visible={r !== null} onClose={onClose} bodyClassName="team-source-sheet">
      {r && (
        <div className="team-source-inner" role="dialog" aria-label="奖励来源">
          <div className="team-source-bar">
            <h2>奖励来源</h2>
            <button type="button" className="link-btn" onClick={onClose}>
              关闭
            </button>
          </div>
          <div className="team-source-head">
            <span className="team-source-amount num">{signedYuan(r.amount)}</span>
            <span className="team-source-rate">
              按 {percentFromBps(r.bps)} 计算 · {dateTime(r.at)}
            </span>
          </div>
          <dl className="team-source-facts">
            <div>
              <dt>成员收益</dt>
              <dd className="num">{signedYuan(r.source.amount)}</dd>
            </div>
            <div>
              <dt>收益日期</dt>
              <dd>{r.source.incomeDate}</dd>
            </div>
            <div>
              <dt>任务平台</dt>
              <dd>{r.source.platformName}</dd>
            </div>
            {r.source.workName && (
              <div>
                <dt>作品</dt>
                <dd>{r.source.workName}</dd>
              </div>
            )}
            <div>
              <dt>结算规则</dt>
              <dd>{r.source.rule}</dd>
            </div>
            <div>
              <dt>匹配方式</dt>
              <dd>{MATCHED_BY_LABEL[r.source.matchedBy]}</dd>
            </div>
            <div>
              <dt>数据来源</dt>
              <dd>
                {r.source.batch} 第 {r.source.row} 行
              </dd>
            </div>
            {r.source.adjustmentReason && (
              <div>
                <dt>调整原因</dt>
                <dd>{r.source.adjustmentReason}</dd>
              </div>
            )}
          </dl>
          <p className="team-source-note">成员的口令、账号等信息仅本人可见</p>
        </div>
      )}
    </Sheet>
  );
}
