import type { Article } from '@tuike/contract/content';
import { FileOutline, PlayOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import './content.css';

/** A tutorial in the list: its cover (5:2, text included), a badge saying video or text, title and summary. */
export function TutorialCard({ tutorial }: { tutorial: Article }) {
  return (
    <Link to={to('home/videoDetail', { id: tutorial.id })} className="card tutorial-card">
      <div className="tutorial-cover">
        {tutorial.cover && <img src={tutorial.cover} alt="" loading="lazy" />}
        <span className="tutorial-badge">
          {tutorial.videoUrl ? <PlayOutline /> : <FileOutline />}
          {tutorial.videoUrl ? '视频' : '图文'}
        </span>
      </div>
      <div className="tutorial-body">
        <div className="tutorial-title ellipsis-1">{tutorial.title}</div>
        {tutorial.summary && <div className="tutorial-summary ellipsis-1">{tutorial.summary}</div>}
      </div>
    </Link>
  );
}
