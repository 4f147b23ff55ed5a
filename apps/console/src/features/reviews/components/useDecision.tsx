import type { ReviewOutcome } from '@tuike/contract/admin-reviews';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { decide, type Queue, type Verdict } from '../api/decide';

/** Every review read (the queues, their counts) starts with this key: one invalidation refreshes them all. */
const REVIEWS_KEY = ['admin-api', 'reviews'] as const;

/**
 * Decides rows of a queue and says what happened: all decided, a toast; some taken meanwhile by
 * another operator (or refused by a rule), a dialog listing which and why. The queues and counts are
 * read again either way, so a row someone else took shows its new state. A single row another
 * operator took answers 409, which the request function toasts.
 */
export function useDecision(queue: Queue, noun: string) {
  const client = useQueryClient();
  const { message, modal } = App.useApp();

  const report = (results: ReviewOutcome[], verb: string) => {
    const done = results.filter((r) => r.outcome === 'ok').length;
    const missed = results.filter((r) => r.outcome !== 'ok');
    if (missed.length === 0) {
      void message.success(`已${verb} ${done} 条${noun}`);
      return;
    }
    modal.warning({
      title: `已${verb} ${done} 条，${missed.length} 条未处理`,
      content: (
        <ul>
          {missed.map((r) => (
            <li key={r.id}>
              #{r.id}：{r.msg ?? '未处理'}
            </li>
          ))}
        </ul>
      ),
      okText: '知道了',
    });
  };

  return async (ids: number[], verdict: Verdict) => {
    const verb = verdict.decision === 'approve' ? '通过' : '驳回';
    try {
      report(await decide(queue, ids, verdict), verb);
    } finally {
      await client.invalidateQueries({ queryKey: REVIEWS_KEY });
    }
  };
}
