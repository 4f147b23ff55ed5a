import type { z } from 'zod';
import type { ZNoticeAdminQuery, ZPublishRequest } from '@tuike/contract/admin-content';
import type { NoticeInput } from '@tuike/contract/content';
import type { Deps } from '../../deps';
import type { OperatorActor } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { presentAdminNotice, presentAdminNoticeDetail } from './admin-presenter';
import { contentAdminRepository as repo } from './admin-repository';
import { authorizeContentRead, contentWrite } from './admin-write';
import { writeNotice } from './service';

const MISSING = '公告不存在或已删除';

/** Notices in the console: drafts and scheduled ones too; the body is sanitised on every save. */
export const noticeAdmin = {
  page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZNoticeAdminQuery>) {
    authorizeContentRead(actor);
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => repo.noticePage(db, { state: q.state, keyword: q.keyword }, now, limit, offset),
      (row) => presentAdminNotice(row, now),
    );
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorizeContentRead(actor);
    const row = await repo.notice(db, id);
    if (!row) throw notFound(MISSING);
    return presentAdminNoticeDetail(row, clock.now());
  },

  save(deps: Deps, actor: OperatorActor, input: NoticeInput) {
    return contentWrite(deps, actor, async (tx, now) => {
      const before = input.id === undefined ? null : await repo.notice(tx, input.id, true);
      if (input.id !== undefined && !before) throw notFound(MISSING);
      const row = await writeNotice(tx, input, now);
      return {
        result: presentAdminNoticeDetail(row, now),
        audit: before
          ? { action: 'notice.update', targetType: 'notices', targetId: row.id, before, after: row }
          : { action: 'notice.create', targetType: 'notices', targetId: row.id, after: row },
      };
    });
  },

  publish(deps: Deps, actor: OperatorActor, { id, published }: z.output<typeof ZPublishRequest>) {
    return contentWrite(deps, actor, async (tx, now) => {
      const before = await repo.notice(tx, id, true);
      if (!before) throw notFound(MISSING);
      if (before.published === published) return { result: presentAdminNoticeDetail(before, now), audit: null };
      const row = await repo.setNoticePublished(tx, id, published);
      const action = published ? 'notice.publish' : 'notice.unpublish';
      return {
        result: presentAdminNoticeDetail(row, now),
        audit: { action, targetType: 'notices', targetId: id, before, after: row },
      };
    });
  },

  remove(deps: Deps, actor: OperatorActor, id: number) {
    return contentWrite(deps, actor, async (tx) => {
      const before = await repo.notice(tx, id, true);
      if (!before) throw notFound(MISSING);
      await repo.deleteNotice(tx, id);
      return { result: null, audit: { action: 'notice.delete', targetType: 'notices', targetId: id, before } };
    });
  },
};
