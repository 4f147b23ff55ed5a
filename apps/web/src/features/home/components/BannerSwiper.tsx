import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bannerLink } from '../banner-link';
import { Shimmer } from '../../../components/StateViews';
import { useBanners } from '../api/banners';
import './BannerSwiper.css';

const AUTOPLAY_MS = 4000;

/**
 * Home banners: a scroll-snap carousel (swipe natively, autoplay, dots), light enough for the first screen.
 * `webviewHosts` is the web view's allow-list (undefined until loaded), which decides where an external banner leads.
 */
export function BannerSwiper({ webviewHosts }: { webviewHosts: readonly string[] | undefined }) {
  const { data, isPending } = useBanners();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = data?.length ?? 0;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (isPending) return <Shimmer className="banner-skeleton" />;
  if (!count) return null;
  return (
    <div className="banner">
      <div
        ref={track}
        className="banner-track"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {data!.map((b) => (
          <button
            key={b.id}
            type="button"
            className="banner-slide"
            aria-label={b.title}
            onClick={() => {
              const target = bannerLink(b, webviewHosts);
              if (target) navigate(target);
            }}
          >
            <img src={b.image} alt={b.title} />
          </button>
        ))}
      </div>
      <div className="banner-dots" aria-hidden="true">
        {data!.map((b, i) => (
          <span key={b.id} className={i === index ? 'active' : ''} />
        ))}
      </div>
    </div>
  );
}
