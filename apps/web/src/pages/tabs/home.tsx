import { WORK_TYPE } from '@tuike/contract/enums';
import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { TabPage } from '../../components/TabPage';
import { BannerSwiper } from '../../features/home/components/BannerSwiper';
import { EarningsCard } from '../../features/home/components/EarningsCard';
import { HomeHeader } from '../../features/home/components/HomeHeader';
import { NoticeStrip } from '../../features/home/components/NoticeStrip';
import { QuickEntries } from '../../features/home/components/QuickEntries';
import { WorkStrip } from '../../features/works/components/WorkStrip';

export default function HomePage() {
  return (
    <TabPage header={<HomeHeader />}>
      <BannerSwiper />
      <NoticeStrip />
      <EarningsCard />
      <QuickEntries />
      <div className="section-title">
        热门短剧 <Link to={to('shortPlay/hotList')}>更多 ›</Link>
      </div>
      <WorkStrip filter={{ type: WORK_TYPE.drama.value, sort: 'hot' }} />
      <div className="section-title">
        推荐小说 <Link to={to('pages/novel/novel')}>更多 ›</Link>
      </div>
      <WorkStrip filter={{ type: WORK_TYPE.novel.value, sort: 'recommend' }} />
      <div className="section-title">
        最新上架 <Link to={to('shortPlay/newList')}>更多 ›</Link>
      </div>
      <WorkStrip filter={{ type: WORK_TYPE.drama.value, sort: 'new' }} />
    </TabPage>
  );
}
