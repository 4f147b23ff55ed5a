import type { AdminPanResource, ZAdminPanResourceSave, ZAdminPanResourcesQuery } from '@tuike/contract/admin-pan';
import { PROMOTION_TYPE } from '@tuike/contract/enums';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { isoOperator } from '../../lib/time';
import { recordAudit } from '../audit';
import { mediaExists } from '../media';
import { type AdminResourceRow, adminPanRepository as repo } from './admin-repository';
import { categoryLabel } from './presenter';

type Query = z.output<typeof ZAdminPanResourcesQuery>;
type SaveBody = z.output<typeof ZAdminPanResourceSave>;
const MISSING = '资源不存在或已删除';

function present({ resource: r, platformName, promotedCount }: AdminResourceRow): AdminPanResource {
  return {
    id: r.id,
    taskPlatformId: r.taskPlatformId,
    taskPlatformName: platformName,
    title: r.title,
    category: r.category,
    categoryLabel: categoryLabel(r.category),
    cover: r.cover,
    summary: r.summary,
    linkTemplate: r.linkTemplate,
    listed: r.listed,
    sort: r.sort,
    promotedCount,
    createdAt: isoOperator(r.createdAt),
    updatedAt: isoOperator(r.updatedAt),
  };
}

async function viewOf(db: DbOrTx, id: number) {
  const row = await repo.find(db, id);
  if (!row) throw notFound(MISSING);
  return present(row);
}

/**
 * The console's cloud-drive resources. A change never touches the promotions made of a resource: their
 * share links were built once and stay what the promoters posted.
 */
export const adminPanService = {
  async page({ db }: Deps, actor: OperatorActor, q: Query) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const [page, counts] = await Promise.all([
      paged(q, (limit, offset) => repo.page(db, q, limit, offset), present),
      repo.counts(db, q),
    ]);
    return { ...page, counts };
  },

  async save({ db, clock }: Deps, actor: OperatorActor, body: SaveBody) {
    authorize(actor, 'write', { kind: 'catalogue' });
    if (!(await repo.drivePlatformExists(db, body.taskPlatformId, PROMOTION_TYPE.cloudDrive.value)))
      throw badRequest('VALIDATION_FAILED', 'taskPlatformId：请选择网盘拉新类型的任务平台', 'taskPlatformId');
    if (!(await mediaExists(db, body.cover))) throw badRequest('VALIDATION_FAILED', 'cover：文件不存在，请重新上传', 'cover');
    const now = clock.now();
    const fields = {
      taskPlatformId: body.taskPlatformId,
      title: body.title,
      category: body.category,
      cover: body.cover,
      summary: body.summary,
      linkTemplate: body.linkTemplate,
      listed: body.listed,
      sort: body.sort,
      updatedAt: now,
    };
    return db.transaction(async (tx) => {
      let id = body.id;
      if (id === undefined) {
        id = (await repo.insert(tx, { ...fields, createdAt: now })).id;
        const after = await repo.find(tx, id);
        await recordAudit(
          tx,
          actor,
          { action: 'panResource.create', targetType: 'pan_resources', targetId: id, after: after?.resource },
          now,
        );
      } else {
        const before = await repo.find(tx, id, true);
        if (!before) throw notFound(MISSING);
        await repo.update(tx, id, fields);
        const after = await repo.find(tx, id);
        await recordAudit(
          tx,
          actor,
          {
            action: 'panResource.update',
            targetType: 'pan_resources',
            targetId: id,
            before: before.resource,
            after: after?.resource,
          },
          now,
        );
      }
      return viewOf(tx, id);
    });
  },

  /** Lists or unlists; asking for the state it is in already changes nothing and writes no audit row. */
  async setListed({ db, clock }: Deps, actor: OperatorActor, id: number, listed: boolean) {
    authorize(actor, 'write', { kind: 'catalogue' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, id, true);
      if (!row) throw notFound(MISSING);
      if (row.resource.listed !== listed) {
        await repo.update(tx, id, { listed, updatedAt: now });
        await recordAudit(
          tx,
          actor,
          {
            action: listed ? 'panResource.list' : 'panResource.unlist',
            targetType: 'pan_resources',
            targetId: id,
            before: { listed: row.resource.listed },
            after: { listed },
          },
          now,
        );
      }
      return viewOf(tx, id);
    });
  },

  /** Soft delete: promotions made of the resource keep their row to point at. */
  async remove({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'write', { kind: 'catalogue' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, id, true);
      if (!row) throw notFound(MISSING);
      await repo.update(tx, id, { deletedAt: now, listed: false, updatedAt: now });
      await recordAudit(
        tx,
        actor,
        { action: 'panResource.delete', targetType: 'pan_resources', targetId: id, before: row.resource },
        now,
      );
      return present({ ...row, resource: { ...row.resource, deletedAt: now, listed: false, updatedAt: now } });
    });
  },
};
