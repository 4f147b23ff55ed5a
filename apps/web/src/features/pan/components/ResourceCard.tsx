import type { PanResource } from '@tuike/contract/pan';
import './ResourceCard.css';

/** A resource to share: cover, title, category and how many promoters share it, with 推广 to create my link. */
export function ResourceCard({ resource, onPromote }: { resource: PanResource; onPromote: (r: PanResource) => void }) {
  return (
    <article className="card resource-card" aria-label={resource.title}>
      <img className="resource-card-cover" src={resource.cover} alt="" loading="lazy" />
      <div className="resource-card-main">
        <h3 className="resource-card-title ellipsis-2">{resource.title}</h3>
        {resource.summary && <div className="resource-card-summary ellipsis-1">{resource.summary}</div>}
        <div className="resource-card-foot">
          <span className="tag-outline">{resource.categoryLabel}</span>
          <span className="resource-card-count">{resource.promotedCount} 人在推</span>
        </div>
      </div>
      <button type="button" className="btn-solid resource-card-btn" onClick={() => onPromote(resource)}>
        推广
      </button>
    </article>
  );
}
