import type { WorksListQuery } from '@tuike/contract/works';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { cursorAfter, decodeCursor, encodeCursor } from './cursor';
import { presentMaterial, presentWork, presentWorkDetail } from './presenter';
import { worksRepository } from './repository';

/**
 * How deep `page` may reach (page × size rows). An offset is read and thrown away row by row, so its
 * cost grows with the depth, not the page: 1,000 rows through an index is about a millisecond on any
 * table size, i.e. 100 pages of 10 — further than a person scrolls a list. Deeper, the cursor serves.
 */
export const PAGE_ROWS_MAX = 1_000;

export const worksService = {
  async list({ db, clock }: Deps, q: WorksListQuery) {
    const cursor = q.cursor ? decodeCursor(q.cursor, q.sort) : null;
    if (!cursor && q.page * q.size > PAGE_ROWS_MAX) {
      const last = Math.floor(PAGE_ROWS_MAX / q.size);
      throw badRequest('PAGE_TOO_DEEP', `page：每页 ${q.size} 条时最多翻到第 ${last} 页，请刷新列表`, 'page');
    }
    // One row more than the page tells whether another follows, without a count.
    const rows = await worksRepository.list(db, q, q.size + 1, cursor ? 0 : (q.page - 1) * q.size, cursor);
    const page = rows.slice(0, q.size);
    const hasNextPages = rows.length > q.size;
    const last = page.at(-1);
    const now = clock.now();
    return {
      records: page.map((row) => presentWork(row, now)),
      hasNextPages,
      nextCursor:
        hasNextPages && last ? encodeCursor(cursorAfter(q.sort, { ...last.work, publishedAtKey: last.publishedAtKey })) : null,
    };
  },

  async detail({ db, clock }: Deps, id: number) {
    const row = await worksRepository.find(db, id);
    if (!row) throw notFound('作品不存在或已下架');
    return presentWorkDetail(row, clock.now());
  },

  async materials({ db }: Deps, workId: number) {
    if (!(await worksRepository.find(db, workId))) throw notFound('作品不存在或已下架');
    return (await worksRepository.materials(db, workId)).map(presentMaterial);
  },
};
