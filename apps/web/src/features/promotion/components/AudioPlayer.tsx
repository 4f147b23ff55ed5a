import { useEffect, useRef, useState } from 'react';
import type { WorkMaterial } from '@tuike/contract/works';
import { ErrorState } from '../../../components/StateViews';
import { copyWithToast } from '../../../platform/clipboard';
import './AudioPlayer.css';

/** 83 → 01:23; an unknown length (NaN, Infinity before metadata) shows as 00:00. */
function clock(seconds: number) {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Plays one audio material with our own controls (the native ones differ per webview): play/pause,
 * a seekable progress bar with elapsed and total time, the title to copy, the work's cover as artwork.
 */
export function AudioPlayer({
  material,
  cover,
  workTitle,
}: {
  material: WorkMaterial & { url: string };
  cover: string;
  workTitle: string;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  // The lock screen and the notification shade show the title and cover while it plays.
  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({ title: material.title, artist: workTitle, artwork: [{ src: cover }] });
    return () => {
      navigator.mediaSession.metadata = null;
    };
  }, [material.title, workTitle, cover]);

  function toggle() {
    const el = audio.current;
    if (!el) return;
    if (playing) el.pause();
    // A refused play (autoplay rules, a broken file) leaves the button on 播放; the error event says more.
    else void el.play()?.catch(() => setPlaying(false));
  }
  function seek(value: number) {
    const el = audio.current;
    if (!el) return;
    el.currentTime = value;
    setTime(value);
  }
  function retry() {
    setFailed(false);
    audio.current?.load();
  }

  return (
    <div className="player">
      <div className={playing ? 'player-art player-art-spin' : 'player-art'}>
        <img src={cover} alt={workTitle} />
      </div>
      <div className="player-title-row">
        <h2 className="ellipsis-2 player-title">{material.title}</h2>
        <button type="button" className="btn-outline player-copy" onClick={() => void copyWithToast(material.title)}>
          复制标题
        </button>
      </div>
      <div className="ellipsis-1 player-work">{workTitle}</div>
      <audio
        ref={audio}
        src={material.url}
        preload="metadata"
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
      />
      {failed ? (
        <ErrorState text="音频加载失败，请检查网络后重试" onRetry={retry} />
      ) : (
        <>
          <div className="player-progress">
            <span className="num player-time" aria-label="已播放">
              {clock(time)}
            </span>
            <input
              type="range"
              className="player-range"
              aria-label="播放进度"
              min={0}
              max={Number.isFinite(duration) && duration > 0 ? duration : 0}
              step={0.1}
              value={time}
              onChange={(e) => seek(Number(e.target.value))}
              disabled={!(duration > 0)}
            />
            <span className="num player-time" aria-label="总时长">
              {clock(duration)}
            </span>
          </div>
          <button
            type="button"
            className="player-toggle"
            aria-label={playing ? '暂停' : '播放'}
            aria-busy={waiting || undefined}
            onClick={toggle}
          >
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="currentColor">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
