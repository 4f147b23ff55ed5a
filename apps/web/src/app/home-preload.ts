import type { QueryClient } from '@tanstack/react-query';
import { WORK_TYPE } from '@tuike/contract/enums';
import { latestNoticesQuery } from '../features/content/api/notices';
import { bannersQuery } from '../features/home/api/banners';
import { homeDataQuery } from '../features/profile/api/home-data';
import { fetchWorks, type WorksFilter, worksKeys } from '../features/works/api/works';
import { session } from '../lib/session';

/** The home's rows of covers, in order; the page and the preload share them so their queries match. */
export const HOME_STRIPS = [
  { title: '热门短剧', more: 'shortPlay/hotList', filter: { type: WORK_TYPE.drama.value, sort: 'hot' } },
  { title: '推荐小说', more: 'pages/novel/novel', filter: { type: WORK_TYPE.novel.value, sort: 'recommend' } },
  { title: '最新上架', more: 'shortPlay/newList', filter: { type: WORK_TYPE.drama.value, sort: 'new' } },
] as const satisfies readonly { title: string; more: string; filter: WorksFilter }[];
export const HOME_STRIP_SIZE = 8;

/** The query of one home strip, as WorkStrip asks for it (features/works useWorksStrip). */
const stripQuery = (f: WorksFilter) => ({
  queryKey: [...worksKeys.list(f), HOME_STRIP_SIZE],
  queryFn: () => fetchWorks(f, 1, HOME_STRIP_SIZE).then((p) => p.records),
});

/** Tells the browser about the first banner as soon as its address is known, before React renders the <img>. */
function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * Called by the entry before the home chunk has even downloaded: the home's calls start now, and
 * the page's queries (same keys) adopt the requests under way instead of starting their own.
 */
export function preloadHome(client: QueryClient) {
  const quiet = () => undefined;
  void client
    .fetchQuery(bannersQuery)
    .then((banners) => banners[0] && preloadImage(banners[0].image))
    .catch(quiet);
  void client.prefetchQuery(latestNoticesQuery);
  if (session.isLoggedIn()) void client.prefetchQuery(homeDataQuery);
  for (const s of HOME_STRIPS) void client.prefetchQuery(stripQuery(s.filter));
}
