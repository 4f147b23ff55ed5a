import type { WorksListQuery } from '@tuike/contract/works';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { presentMaterial, presentWork, presentWorkDetail } from './presenter';
import { worksRepository } from './repository';

export const worksService = {
  list({ db, clock }: Deps, q: WorksListQuery) {
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => worksRepository.list(db, q, limit, offset),
      (row) => presentWork(row, now),
    );
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
