import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { RightIcon, StarIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { PlatformWorksList } from '../../features/works/components/PlatformWorksList';
import './star.css';

/** 短剧推广: the dramas to promote, by platform, most popular first; star/MCN tasks one tap away. */
export default function StarTaskListPage() {
  return (
    <PageShell>
      <PlatformWorksList sort="hot" noun="可推广的短剧">
        <Link to={to('star/mcn')} className="card star-mcn-entry">
          <StarIcon className="star-mcn-entry-icon" />
          <span className="star-mcn-entry-text">
            <span className="star-mcn-entry-title">星图任务</span>
            <span className="star-mcn-entry-sub">领取任务链接，发布视频按播放拿奖励</span>
          </span>
          <RightIcon className="star-mcn-entry-more" />
        </Link>
      </PlatformWorksList>
    </PageShell>
  );
}
