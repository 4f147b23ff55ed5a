import type { z } from 'zod';
import type { ZArticleAdminQuery, ZPublishRequest } from '@tuike/contract/admin-content';
import type { ArticleInput } from '@tuike/contract/content';
import type { ArticleKind } from '@tuike/contract/enums';
import type { Deps } from '../../deps';
import type { OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { presentAdminArticle, presentAdminArticleDetail } from './admin-presenter';
import { contentAdminRepository as repo } from './admin-repository';
import { authorizeContentRead, contentWrite } from './admin-write';
import { writeArticle } from './service';

const MISSING = '文章不存在或已删除';

/** Tutorials, FAQ, the about page and articles in the console; the body is sanitised on every save. */
export const articleAdmin = {
  page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZArticleAdminQuery>) {
    authorizeContentRead(actor);
    const now = clock.now();
    const filter = { kind: q.kind, category: q.category || undefined, state: q.state, keyword: q.keyword };
    return paged(
      q,
      (limit, offset) => repo.articlePage(db, filter, now, limit, offset),
      (row) => presentAdminArticle(row, now),
    );
  },

  categories({ db }: Deps, actor: OperatorActor, kind: ArticleKind) {
    authorizeContentRead(actor);
    return repo.articleCategories(db, kind);
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorizeContentRead(actor);
    const row = await repo.article(db, id);
    if (!row) throw notFound(MISSING);
    return presentAdminArticleDetail(row, clock.now());
  },

  save(deps: Deps, actor: OperatorActor, input: ArticleInput) {
    return contentWrite(deps, actor, async (tx, now) => {
      const before = input.id === undefined ? null : await repo.article(tx, input.id, true);
      if (input.id !== undefined && !before) throw notFound(MISSING);
      const row = await writeArticle(tx, input, now);
      return {
        result: presentAdminArticleDetail(row, now),
        audit: before
          ? { action: 'article.update', targetType: 'articles', targetId: row.id, before, after: row }
          : { action: 'article.create', targetType: 'articles', targetId: row.id, after: row },
      };
    });
  },

  publish(deps: Deps, actor: OperatorActor, { id, published }: z.output<typeof ZPublishRequest>) {
    return contentWrite(deps, actor, async (tx, now) => {
      const before = await repo.article(tx, id, true);
      if (!before) throw notFound(MISSING);
      if (before.published === published) return { result: presentAdminArticleDetail(before, now), audit: null };
      const row = await repo.setArticlePublished(tx, id, published);
      const action = published ? 'article.publish' : 'article.unpublish';
      return {
        result: presentAdminArticleDetail(row, now),
        audit: { action, targetType: 'articles', targetId: id, before, after: row },
      };
    });
  },

  /** Refused while a banner opens the article: the banner would lead to a missing page. */
  remove(deps: Deps, actor: OperatorActor, id: number) {
    return contentWrite(deps, actor, async (tx) => {
      const before = await repo.article(tx, id, true);
      if (!before) throw notFound(MISSING);
      const linking = await repo.bannersLinkingArticle(tx, id);
      if (linking.length > 0)
        throw conflict(
          'CONTENT_IN_USE',
          `轮播图「${linking.map((b) => b.title).join('」「')}」链接到这篇文章，请先修改或删除轮播图`,
        );
      await repo.deleteArticle(tx, id);
      return { result: null, audit: { action: 'article.delete', targetType: 'articles', targetId: id, before } };
    });
  },
};
