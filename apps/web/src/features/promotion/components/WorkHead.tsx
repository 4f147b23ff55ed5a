import { Cover } from '../../../components/Cover';
import './WorkHead.css';

/** The work an alias is for, at the head of the apply form and of the submission detail. */
export function WorkHead({ title, cover, platform }: { title: string; cover: string; platform: string }) {
  return (
    <div className="card promo-work">
      <Cover src={cover} alt={title} width={64} />
      <div className="promo-work-text">
        <div className="ellipsis-2 promo-work-title">{title}</div>
        <span className="tag-outline">{platform}</span>
      </div>
    </div>
  );
}
