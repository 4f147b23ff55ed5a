import { TutorialDetail } from '../../features/content/components/TutorialDetail';
import { TutorialPlayer } from '../../features/content/components/TutorialPlayer';

/** A tutorial whose video is a web page (a video platform's player), embedded; files still play natively. */
export default function VideoDetailWebviewPage() {
  return (
    <TutorialDetail
      player={(source, tutorial) =>
        source.kind === 'page' ? (
          <div className="tutorial-player">
            <iframe
              src={source.url}
              title={tutorial.title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              referrerPolicy="no-referrer"
            />
          </div>
        ) : (
          <TutorialPlayer source={source} cover={tutorial.cover} />
        )
      }
    />
  );
}
