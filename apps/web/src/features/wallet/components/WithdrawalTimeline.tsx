import type { WithdrawalDetail } from '@tuike/contract/wallet';
import { dateTime } from '../../../lib/format-date';
import './withdrawal.css';

const BAD = new Set(['rejected', 'failed']);

/** Every step the withdrawal went through, oldest first; the latest is highlighted, a refusal in red. */
export function WithdrawalTimeline({ events }: { events: WithdrawalDetail['timeline'] }) {
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
    </ol>
  );
}
