import type { ReviewPromoter } from '@tuike/contract/admin-reviews';
import './PromoterCell.css';

/** The promoter of a queue's row: nickname, then their number and masked phone. */
export function PromoterCell({ promoter }: { promoter: ReviewPromoter }) {
  return (
    <div className="promoter-cell">
      <span>{promoter.nickname}</span>
      <span className="promoter-cell-meta">
        推客号 {promoter.promoterNo}
        {promoter.phoneMasked && ` · ${promoter.phoneMasked}`}
      </span>
    </div>
  );
}
