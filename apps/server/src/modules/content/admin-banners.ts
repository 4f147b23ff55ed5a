import type { z } from 'zod';
import type { ZBannerAdminQuery, ZBannerEnableRequest, ZBannerInput } from '@tuike/contract/admin-content';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import type { OperatorActor } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { presentAdminBanner } from './admin-presenter';
import { contentAdminRepository as repo } from './admin-repository';
import { authorizeContentRead, contentWrite } from './admin-write';

const MISSING = '轮播图不存在或已删除';
const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * A banner opening an article by id must name one that exists, or the app's banner would lead nowhere.
 * The article's row stays locked until the save commits, so a deletion of it waits and then sees the banner.
 */
async function checkArticleLink(tx: Tx, b: z.output<typeof ZBannerInput>) {
  if (b.linkType !== 'article' || !/^\d+$/.test(b.link)) return;
  if (!(await repo.article(tx, Number(b.link), true))) throw badRequest('VALIDATION_FAILED', `文章 ${b.link} 不存在`, 'link');
}

/** Home banners in the console: every one, with its state for the app now. */
export const bannerAdmin = {
  page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZBannerAdminQuery>) {
    authorizeContentRead(actor);
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => repo.bannerPage(db, { state: q.state, keyword: q.keyword }, now, limit, offset),
      (row) => presentAdminBanner(row, now),
    );
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorizeContentRead(actor);
    const row = await repo.banner(db, id);
    if (!row) throw notFound(MISSING);
    return presentAdminBanner(row, clock.now());
  },

  save(deps: Deps, actor: OperatorActor, input: z.output<typeof ZBannerInput>) {
    return contentWrite(deps, actor, async (tx, now) => {
      await checkArticleLink(tx, input);
      const { id, startsAt, endsAt, ...rest } = input;
      const values = { ...rest, startsAt: date(startsAt), endsAt: date(endsAt) };
      if (id === undefined) {
        const row = await repo.insertBanner(tx, values);
        return {
          result: presentAdminBanner(row, now),
          audit: { action: 'banner.create', targetType: 'banners', targetId: row.id, after: row },
        };
      }
      const before = await repo.banner(tx, id, true);
      if (!before) throw notFound(MISSING);
      const row = await repo.updateBanner(tx, id, values);
      return {
        result: presentAdminBanner(row, now),
        audit: { action: 'banner.update', targetType: 'banners', targetId: id, before, after: row },
      };
    });
  },

  enable(deps: Deps, actor: OperatorActor, { id, enabled }: z.output<typeof ZBannerEnableRequest>) {
    return contentWrite(deps, actor, async (tx, now) => {
      const before = await repo.banner(tx, id, true);
      if (!before) throw notFound(MISSING);
      if (before.enabled === enabled) return { result: presentAdminBanner(before, now), audit: null };
      const row = await repo.updateBanner(tx, id, { enabled });
      return {
        result: presentAdminBanner(row, now),
        audit: { action: enabled ? 'banner.enable' : 'banner.disable', targetType: 'banners', targetId: id, before, after: row },
      };
    });
  },

  remove(deps: Deps, actor: OperatorActor, id: number) {
    return contentWrite(deps, actor, async (tx) => {
      const before = await repo.banner(tx, id, true);
      if (!before) throw notFound(MISSING);
      await repo.deleteBanner(tx, id);
      return { result: null, audit: { action: 'banner.delete', targetType: 'banners', targetId: id, before } };
    });
  },
};
