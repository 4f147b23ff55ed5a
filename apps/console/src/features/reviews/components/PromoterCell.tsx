import type { ReviewPromoter } from '@tuike/contract/admin-reviews';
import { PriorityTag } from './PriorityTag';
import './PromoterCell.css';

/** The promoter of a queue's row: nickname and masked phone (优先 when the row has priority), then their promoter number. */
export function PromoterCell({ promoter, priority = false }: { promoter: ReviewPromoter; priority?: boolean }) {
  return (
    <div className="promoter-cell">
      <span>
        {promoter.nickname}
        {promoter.phoneMasked && <span className="promoter-cell-phone">{promoter.phoneMasked}</span>}
        <PriorityTag priority={priority} />
      </span>
      <span className="promoter-cell-meta">推客号 {promoter.promoterNo}</span>
    </div>
  );
}
