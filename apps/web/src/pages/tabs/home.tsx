import { Link } from 'react-router-dom';
import { HOME_STRIPS, HOME_STRIP_SIZE } from '../../app/home-preload';
import { to } from '../../app/route-table';
import { TabPage } from '../../components/TabPage';
import { BannerSwiper } from '../../features/home/components/BannerSwiper';
import { useLatestNotices } from '../../features/content/api/notices';
import { useBanners } from '../../features/home/api/banners';
import { EarningsCard } from '../../features/home/components/EarningsCard';
import { HomeHeader } from '../../features/home/components/HomeHeader';
import { NoticeStrip } from '../../features/home/components/NoticeStrip';
import { QuickEntries } from '../../features/home/components/QuickEntries';
import { useWebviewHosts } from '../../features/platform/api/app-setting';
import { useHomeData } from '../../features/profile/api/home-data';
import { WorkStrip } from '../../features/works/components/WorkStrip';

// The home page puts several features side by side, so it fetches what one feature shows from another.
export default function HomePage() {
  // Only an external banner needs the web view's allow-list, so the first screen usually skips the call.
  const hasWebBanner = useBanners().data?.some((b) => b.linkType === 'url') ?? false;
  const webviewHosts = useWebviewHosts(hasWebBanner);
  const notices = useLatestNotices();
  const homeData = useHomeData();
  return (
    <TabPage header={<HomeHeader />}>
      <BannerSwiper webviewHosts={webviewHosts} />
      <NoticeStrip data={notices.data} isPending={notices.isPending} />
      <EarningsCard data={homeData.data} isPending={homeData.isPending} />
      <QuickEntries />
      {HOME_STRIPS.map((s) => (
        <section key={s.title} aria-label={s.title}>
          <div className="section-title">
            {s.title} <Link to={to(s.more)}>更多 ›</Link>
          </div>
          <WorkStrip filter={s.filter} size={HOME_STRIP_SIZE} />
        </section>
      ))}
    </TabPage>
  );
}
