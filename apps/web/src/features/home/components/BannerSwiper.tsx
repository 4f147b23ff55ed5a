import { Skeleton, Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@tuike/contract/content';
import { to } from '../../../app/route-table';
import { useBanners } from '../api/banners';

function bannerTarget(b: Banner) {
  if (b.linkType === 'route') return to(b.link);
  if (b.linkType === 'article') return /^\d+$/.test(b.link) ? to('article/article', { id: b.link }) : to('article/article', { kind: b.link });
  return to('webview/webview', { url: b.link, title: b.title });
}

export function BannerSwiper() {
  const { data, isPending } = useBanners();
  const navigate = useNavigate();
  const frame = { margin: '12px 12px 0', borderRadius: 12, overflow: 'hidden', aspectRatio: '5 / 2' } as const;
  if (isPending) return <Skeleton animated style={{ ...frame, height: 'auto' }} />;
  if (!data?.length) return null;
  return (
    <div style={frame}>
      <Swiper autoplay loop indicatorProps={{ style: { '--dot-color': 'rgba(255,255,255,0.5)', '--active-dot-color': '#fff' } }}>
        {data.map((b) => (
          <Swiper.Item key={b.id}>
            <button type="button" aria-label={b.title} onClick={() => navigate(bannerTarget(b))} style={{ border: 0, padding: 0, width: '100%', display: 'block' }}>
              <img src={b.image} alt={b.title} style={{ width: '100%', aspectRatio: '5 / 2', objectFit: 'cover' }} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
