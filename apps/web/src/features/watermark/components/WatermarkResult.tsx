import { useEffect, useRef } from 'react';
import type { RemovedWatermark } from '@tuike/contract/watermark';
import { copyWithToast } from '../../../platform/clipboard';
import { saveImageWithFeedback } from '../../../platform/actions';
import './WatermarkResult.css';

/**
 * The erased work: cover (or the video itself), platform, title and author, and what to do with it.
 * Images save through the app's save bridge (shell, mini-program or a download); the shells have no
 * video bridge, so a video opens in the browser, where it can be downloaded.
 */
export function WatermarkResult({ work }: { work: RemovedWatermark }) {
  const links = work.videoUrl ? [work.videoUrl] : work.images;
  const card = useRef<HTMLElement>(null);
  // The card appears below the form, out of sight on a phone: bring it up once per answer.
  // Braces: newer Chromium answers scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [work]);
  return (
    <section ref={card} className="card water-result" aria-label="解析结果">
      <div className="water-result-media">
        {work.videoUrl ? (
          <video
            className="water-result-video"
            src={work.videoUrl}
            poster={work.cover || undefined}
            controls
            playsInline
            preload="none"
          />
        ) : (
          <div className="water-result-images">
            {work.images.map((src, i) => (
              <button key={src} type="button" className="water-result-image" onClick={() => void saveImageWithFeedback(src)}>
                <img src={src} alt={`第 ${i + 1} 张图片`} loading="lazy" />
                <span className="water-result-image-save">保存</span>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="water-result-body">
        <div className="water-result-meta">
          <span className="tag-outline">{work.platformLabel}</span>
          <span>{work.videoUrl ? '视频' : `图文 · ${work.images.length} 张`}</span>
        </div>
        <h2 className="ellipsis-2 water-result-title">{work.title || '（作品没有标题）'}</h2>
        <div className="water-result-author">
          <span className="ellipsis-1">{work.author.nickname || '未知作者'}</span>
          {work.author.uid && <span className="water-result-uid">UID {work.author.uid}</span>}
        </div>
      </div>
      <div className="water-result-actions">
        <button type="button" className="btn-outline water-result-btn" onClick={() => void copyWithToast(links.join('\n'))}>
          {work.videoUrl ? '复制链接' : '复制全部链接'}
        </button>
        {work.videoUrl ? (
          <a className="btn-solid water-result-btn" href={work.videoUrl} target="_blank" rel="noreferrer noopener" download>
            保存视频
          </a>
        ) : (
          <button
            type="button"
            className="btn-solid water-result-btn"
            onClick={() =>
              void work.images.reduce((done, src) => done.then(() => saveImageWithFeedback(src)), Promise.resolve<unknown>(null))
            }
          >
            保存全部图片
          </button>
        )}
      </div>
      {work.videoUrl && <p className="water-result-tip">视频将在新页面打开，可点右下角「⋮」或长按保存到手机</p>}
    </section>
  );
}
