import type { ReviewPromoter } from '@tuike/contract/admin-reviews';
import './PromoterCell.css';

/** The promoter of a queue's row: nickname and masked phone, then their promoter number. */
export function PromoterCell({ promoter }: { promoter: ReviewPromoter }) {
  return (
    <div className="promoter-cell">
      <span>
        {promoter.nickname}
        {promoter.phoneMasked && <span className="promoter-cell-phone">{promoter.phoneMasked}</span>}
      </span>
      <span className="promoter-cell-meta">推客号 {promoter.promoterNo}</span>
    </div>
  );
}
