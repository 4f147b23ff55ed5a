import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { TutorialDetail } from '../../features/content/components/TutorialDetail';
import { PlayerState, TutorialPlayer } from '../../features/content/components/TutorialPlayer';

/** A tutorial with the HTML5 player; a video that is a web page is offered in the web view instead. */
export default function VideoDetailPage() {
  return (
    <TutorialDetail
      player={(source, tutorial) =>
        source.kind === 'page' ? (
          <Link to={to('home/videoDetailWebview', { id: tutorial.id })} aria-label="打开视频页面">
            <PlayerState cover={tutorial.cover} title="该视频需在网页中播放" hint="点击打开视频页面" />
          </Link>
        ) : (
          <TutorialPlayer source={source} cover={tutorial.cover} />
        )
      }
    />
  );
}
