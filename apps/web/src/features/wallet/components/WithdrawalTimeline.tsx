import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@tuike/contract/money-status';
import type { WithdrawalDetail } from '@tuike/contract/wallet';
import { dateTime } from '../../../lib/format-date';
import './withdrawal.css';

const BAD = new Set(['rejected', 'failed']);
/** The way a withdrawal goes when nothing goes wrong; the steps after the latest are still to come. */
const HAPPY_PATH: readonly WithdrawalStatus[] = ['submitted', 'approved', 'paying', 'paid'];

/** The steps not reached yet: none once the withdrawal has ended (paid, rejected or failed). */
function stepsToCome(latest: WithdrawalStatus | undefined): WithdrawalStatus[] {
  if (!latest || BAD.has(latest)) return [];
  return HAPPY_PATH.slice(HAPPY_PATH.indexOf(latest) + 1);
}

interface Props {
  events: WithdrawalDetail['timeline'];
  /** When the money should arrive: shown on the 已到账 step while it is still to come. */
  expectedArrival?: string;
}

/**
 * Every step the withdrawal went through, oldest first, then the steps still to come, greyed: the
 * latest is highlighted (a refusal in red), so "in review" never looks like the end of the road.
 */
export function WithdrawalTimeline({ events, expectedArrival }: Props) {
  const toCome = stepsToCome(events.at(-1)?.status);
  return (
    <ol className="withdrawal-timeline" aria-label="提现进度">
      {events.map((e, i) => {
        const latest = i === events.length - 1;
        const cls = ['withdrawal-step', latest ? 'withdrawal-step-latest' : '', BAD.has(e.status) ? 'withdrawal-step-bad' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={`${e.status}-${e.at}`} className={cls} aria-current={latest ? 'step' : undefined}>
            <span className="withdrawal-step-dot" aria-hidden="true" />
            <div className="withdrawal-step-body">
              <div className="withdrawal-step-head">
                <span className="withdrawal-step-label">{e.label}</span>
                <time className="withdrawal-step-time" dateTime={e.at}>
                  {dateTime(e.at)}
                </time>
              </div>
              {e.note && <p className="withdrawal-step-note">{e.note}</p>}
            </div>
          </li>
        );
      })}
      {toCome.map((status) => (
        <li key={status} className="withdrawal-step withdrawal-step-todo">
          <span className="withdrawal-step-dot" aria-hidden="true" />
          <div className="withdrawal-step-body">
            <div className="withdrawal-step-head">
              <span className="withdrawal-step-label">{WITHDRAWAL_STATUS_LABELS[status]}</span>
              <span className="withdrawal-step-time">
                {status === 'paid' && expectedArrival ? `预计 ${dateTime(expectedArrival)}` : '未开始'}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
