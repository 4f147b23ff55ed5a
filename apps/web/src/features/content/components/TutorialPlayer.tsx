import { ExclamationCircleOutline, VideoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { VideoSource } from '../video-source';
import './content.css';

export function PlayerState({
  cover,
  title,
  hint,
  onRetry,
}: {
  cover: string | null;
  title: string;
  hint?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="tutorial-player" role="status">
      {cover && <img className="tutorial-player-cover" src={cover} alt="" />}
      <div className="tutorial-player-state">
        <span className="state-icon">{onRetry ? <ExclamationCircleOutline /> : <VideoOutline />}</span>
        <span>{title}</span>
        {hint && <small>{hint}</small>}
        {onRetry && (
          <button type="button" className="btn-outline" onClick={onRetry}>
            重试
          </button>
        )}
      </div>
    </div>
  );
}

/** The HTML5 player, or a clear state when the tutorial has no playable video or it fails to load. */
export function TutorialPlayer({ source, cover }: { source: VideoSource; cover: string | null }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (source.kind !== 'file') return <PlayerState cover={cover} title="该教程暂无视频" hint="请阅读下方图文说明" />;
  if (failed) {
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    return <PlayerState cover={cover} title="视频加载失败" hint="请检查网络后重试" onRetry={retry} />;
  }
  return (
    <div className="tutorial-player">
      <video
        key={attempt}
        src={source.url}
        poster={cover ?? undefined}
        controls
        playsInline
        preload="metadata"
        onError={() => setFailed(true)}
      >
        当前浏览器不支持视频播放
      </video>
    </div>
  );
}
