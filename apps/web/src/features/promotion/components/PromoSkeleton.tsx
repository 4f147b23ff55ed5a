import { Shimmer } from '../../../components/StateViews';
import './WorkHead.css';
import './PromoSkeleton.css';

/**
 * The apply form, the back-fill form and the submission detail while they load: the work's head card
 * (cover and title, as WorkHead draws it) over one card of lines, so the content lands where the
 * skeleton stood.
 */
export function PromoSkeleton({ lines = 4, withWork = true }: { lines?: number; withWork?: boolean }) {
  return (
    <div aria-busy="true" aria-label="加载中">
      {withWork && (
        <div className="card promo-work">
          <Shimmer className="promo-skeleton-cover" />
          <div className="promo-work-text promo-skeleton-text">
            <Shimmer className="promo-skeleton-title" />
            <Shimmer className="promo-skeleton-tag" />
          </div>
        </div>
      )}
      <div className="card promo-skeleton-card">
        <Shimmer className="promo-skeleton-heading" />
        {Array.from({ length: lines }, (_, i) => (
          <Shimmer key={i} className={i === lines - 1 ? 'promo-skeleton-line promo-skeleton-short' : 'promo-skeleton-line'} />
        ))}
      </div>
    </div>
  );
}
