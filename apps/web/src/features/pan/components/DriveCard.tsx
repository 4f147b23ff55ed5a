import { Link } from 'react-router-dom';
import type { TaskPlatform } from '@tuike/contract/taskPlatform';
import { to } from '../../../app/route-table';
import { RightIcon } from '../../../components/icons';
import './DriveCard.css';

/** A drive platform as a task: its logo, what it pays per new user, and the way into its detail. */
export function DriveCard({ drive }: { drive: TaskPlatform }) {
  return (
    <Link to={`${to('pan/panDetail')}?id=${drive.id}`} className="card drive-card" aria-label={drive.name}>
      <img className="drive-card-logo" src={drive.logo} alt="" />
      <span className="drive-card-main">
        <span className="drive-card-name ellipsis-1">{drive.name}</span>
        <span className="drive-card-summary ellipsis-1">{drive.summary}</span>
      </span>
      <span className="drive-card-price">{drive.priceDesc}</span>
      <RightIcon className="drive-card-more" />
    </Link>
  );
}
