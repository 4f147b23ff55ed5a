import type { IncomeLine } from '@tuike/contract/wallet';
import { signedYuan } from '../format';
import './IncomeLineItem.css';

const amountClass = (line: IncomeLine) =>
  line.superseded
    ? 'income-amount income-amount-superseded num'
    : line.amount < 0
      ? 'income-amount income-amount-negative num'
      : 'income-amount num';

/** One income line: what earned it, what matched it to me, its state and its signed amount. */
export function IncomeLineItem({ line, onOpen }: { line: IncomeLine; onOpen: () => void }) {
  const title = line.workTitle ?? line.taskPlatformName;
  return (
    <button
      type="button"
      className="card list-card income-line"
      aria-label={`${title} ${signedYuan(line.amount)}${line.superseded ? '，已被结算替代' : ''}，查看来源`}
      onClick={onOpen}
    >
      <span className="income-line-main">
        <span className="income-line-title ellipsis-1">
          {line.isAdjustment && <span className="income-tag-adjust">调整</span>}
          {title}
        </span>
        <span className="income-line-meta ellipsis-1">
          <span className="tag-outline">{line.taskPlatformName}</span>
          {/* A UID says little to its owner; the account's nickname does (the UID when none is bound). */}
          {line.matchedName ?? line.matched}
        </span>
        <span className="income-line-date">
          {line.incomeDate}
          {/* Settlement replaced the day's estimate: still listed, no longer counted in the totals. */}
          {line.superseded && <span className="income-line-superseded">已被结算替代</span>}
        </span>
      </span>
      <span className="income-line-side">
        <span className={amountClass(line)}>{signedYuan(line.amount)}</span>
        <span className={`income-status income-status-${line.status}`}>{line.statusLabel}</span>
      </span>
    </button>
  );
}
