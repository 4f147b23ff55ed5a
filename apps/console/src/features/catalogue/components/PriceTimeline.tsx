import type { PriceVersion } from '@tuike/contract/admin-task-platforms';
import { Empty, Tag, Timeline } from 'antd';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import './PriceTimeline.css';

const STATE = {
  scheduled: { color: 'blue', label: '待生效' },
  current: { color: 'green', label: '生效中' },
  past: { color: 'gray', label: '已替换' },
} as const;

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** A platform's price versions, newest first: when each took effect, what it pays, who set it and why. */
export function PriceTimeline({ prices }: { prices: PriceVersion[] }) {
  if (!prices.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有价格版本，推客端显示平台的价格说明" />;
  return (
    <Timeline
      className="price-timeline"
      items={prices.map((v) => ({
        color: STATE[v.state].color,
        content: (
          <div className={`price-timeline-item price-timeline-${v.state}`}>
            <div className="price-timeline-head">
              <strong>v{v.version}</strong>
              <Tag color={STATE[v.state].color === 'gray' ? 'default' : STATE[v.state].color}>{STATE[v.state].label}</Tag>
              <span className="price-timeline-desc">{v.priceDesc}</span>
            </div>
            <div className="price-timeline-meta">
              <DateTime value={v.effectiveFrom} /> 起{v.shareBps !== null && <span> · 推客分成 {percent(v.shareBps)}</span>}
              {v.unitPriceFen !== null && (
                <span>
                  {' '}
                  · 单价 <Money fen={v.unitPriceFen} />
                </span>
              )}
              <span> · {v.operatorAccount ?? '系统'}</span>
              {v.note && <span> · {v.note}</span>}
            </div>
          </div>
        ),
      }))}
    />
  );
}
