import type { Deps } from './deps';
import { listBanners } from './modules/app-config';
import { contentService } from './modules/content';
import { worksService } from './modules/works';

/** The works lists of the first screens: home's three strips (app/home-preload.ts) and the 短剧 tab's first page. */
const FIRST_LISTS = [
  { type: 1, sort: 'hot', size: 8 },
  { type: 2, sort: 'recommend', size: 8 },
  { type: 1, sort: 'new', size: 8 },
  { type: 1, sort: 'new', size: 10 },
] as const;

/**
 * The first screens' reads, once, as the server starts (main.ts runs it as soon as the database is ready,
 * while the app is still being built). On PGlite the first run of a statement costs several times the
 * next: the catalogue entries of its tables and indexes, their pages and the WebAssembly code of its plan
 * are loaded on first use, in PGlite's thread. Done here, that happens on the thread's idle core while the
 * main thread builds the app, instead of inside the first promoter's request. Answers nothing and keeps
 * nothing (no answer cache). Answers what failed, which only means the first request pays; it never throws.
 */
export async function warmFirstScreens(deps: Deps): Promise<unknown[]> {
  const reads = await Promise.allSettled([
    ...FIRST_LISTS.map((q) => worksService.list(deps, { ...q, page: 1 })),
    listBanners(deps.db, deps.clock.now()),
    contentService.noticePage(deps, { page: 1, size: 5 }, null),
  ]);
  return reads.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
}
