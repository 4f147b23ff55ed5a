import type { z } from 'zod';
import type { ZAdminWorkSave, ZAdminWorksPageQuery, ZAdminWorksReorder } from '@tuike/contract/admin-catalogue';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { recordAudit } from '../audit';
import { mediaExists } from '../media';
import { auditedWork, type MaterialCounts, NO_MATERIALS, presentAdminWork, presentAdminWorkDetail } from './works-presenter';
import { adminWorksRepository as repo } from './works-repository';

type SaveBody = z.output<typeof ZAdminWorkSave>;
const WORK_MISSING = '作品不存在';

/** Every /media/ URL the form names must be a stored file: each one missing is refused with its field. */
async function checkMedia(db: DbOrTx, body: SaveBody) {
  const urls: [string, string][] = [['cover', body.cover]];
  body.materials.forEach((m, i) => {
    if (m.kind !== 'copy') urls.push([`materials.${i}.url`, m.url]);
    if (m.kind === 'video' && m.cover) urls.push([`materials.${i}.cover`, m.cover]);
  });
  for (const [field, url] of urls)
    if (!(await mediaExists(db, url))) throw badRequest('VALIDATION_FAILED', `${field}：文件不存在，请重新上传`, field);
}

const materialRows = (body: SaveBody) =>
  body.materials.map((m, sort) => ({
    ...(m.id === undefined ? {} : { id: m.id }),
    kind: m.kind,
    title: m.title,
    url: m.kind === 'copy' ? null : m.url,
    cover: m.kind === 'video' ? m.cover : null,
    text: m.kind === 'copy' ? m.text : null,
    sort,
  }));

async function detailOf(db: DbOrTx, id: number) {
  const row = await repo.find(db, id);
  if (!row) throw notFound(WORK_MISSING);
  return presentAdminWorkDetail(row, await repo.materials(db, id));
}

/**
 * The console's works. Every write checks the catalogue grant, holds the work's row for its
 * transaction and records its audit entry in that same transaction. The app reads works through a
 * one-second answer cache, so a change shows there within a second, on every node.
 */
export const adminWorksService = {
  async page({ db }: Deps, actor: OperatorActor, q: z.output<typeof ZAdminWorksPageQuery>) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const page = await paged(q, (limit, offset) => repo.page(db, q, limit, offset), (row) => row);
    const counts = new Map<number, MaterialCounts>();
    for (const c of await repo.materialCounts(db, page.records.map((r) => r.work.id)))
      counts.set(c.workId, { ...(counts.get(c.workId) ?? NO_MATERIALS), [c.kind]: c.n });
    return { ...page, records: page.records.map((row) => presentAdminWork(row, counts.get(row.work.id) ?? NO_MATERIALS)) };
  },

  async detail({ db }: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'read', { kind: 'catalogue' });
    return detailOf(db, id);
  },

  /** Creates a work (no id: unlisted until listed) or updates one with its materials. */
  async save({ db, clock }: Deps, actor: OperatorActor, body: SaveBody) {
    authorize(actor, 'write', { kind: 'catalogue' });
    if (!(await repo.platformExists(db, body.taskPlatformId)))
      throw badRequest('VALIDATION_FAILED', 'taskPlatformId：任务平台不存在', 'taskPlatformId');
    await checkMedia(db, body);
    const now = clock.now();
    const fields = {
      type: body.type,
      title: body.title,
      taskPlatformId: body.taskPlatformId,
      cover: body.cover,
      intro: body.intro,
      tags: body.tags,
      length: body.length,
      completed: body.completed,
      shareBps: body.shareBps,
      isRecommended: body.isRecommended,
      weight: body.weight,
      howToPromote: body.howToPromote,
      keywordRule: body.keywordRule,
      updatedAt: now,
    };
    return db.transaction(async (tx) => {
      let id = body.id;
      let before: ReturnType<typeof auditedWork> | undefined;
      if (id === undefined) {
        id = await repo.insert(tx, { ...fields, published: false, publishedAt: now, createdAt: now });
      } else {
        const row = await repo.find(tx, id, true);
        if (!row) throw notFound(WORK_MISSING);
        const materials = await repo.materials(tx, id);
        const own = new Set(materials.map((m) => m.id));
        const stranger = body.materials.findIndex((m) => m.id !== undefined && !own.has(m.id));
        if (stranger >= 0)
          throw badRequest('VALIDATION_FAILED', `materials.${stranger}.id：素材不存在`, `materials.${stranger}.id`);
        before = auditedWork(row, materials);
        await repo.update(tx, id, fields);
      }
      await repo.replaceMaterials(tx, id, materialRows(body));
      const row = await repo.find(tx, id);
      if (!row) throw notFound(WORK_MISSING);
      const materials = await repo.materials(tx, id);
      await recordAudit(
        tx,
        actor,
        { action: before ? 'work.update' : 'work.create', targetType: 'works', targetId: id, before, after: auditedWork(row, materials) },
        now,
      );
      return presentAdminWorkDetail(row, materials);
    });
  },

  /**
   * Lists (visible in the app) or unlists a work. The first listing dates the work's publication, so a
   * draft goes out as new; a later one keeps its date. Asking for the state it is in changes nothing.
   */
  async setListed({ db, clock }: Deps, actor: OperatorActor, id: number, listed: boolean) {
    authorize(actor, 'write', { kind: 'catalogue' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, id, true);
      if (!row) throw notFound(WORK_MISSING);
      if (row.work.published !== listed) {
        const first = listed && !row.work.firstListedAt;
        await repo.update(tx, id, {
          published: listed,
          updatedAt: now,
          ...(first ? { firstListedAt: now, publishedAt: now } : {}),
        });
        const state = (w: typeof row.work) => ({ published: w.published, publishedAt: w.publishedAt, firstListedAt: w.firstListedAt });
        const after = { published: listed, publishedAt: first ? now : row.work.publishedAt, firstListedAt: first ? now : row.work.firstListedAt };
        await recordAudit(
          tx,
          actor,
          { action: listed ? 'work.list' : 'work.unlist', targetType: 'works', targetId: id, before: state(row.work), after },
          now,
        );
      }
      return detailOf(tx, id);
    });
  },

  /** New weights for some works (the app's 推荐 order), one audit entry per work whose weight changed. */
  async reorder({ db, clock }: Deps, actor: OperatorActor, body: z.output<typeof ZAdminWorksReorder>) {
    authorize(actor, 'write', { kind: 'catalogue' });
    const now = clock.now();
    await db.transaction(async (tx) => {
      const current = new Map((await repo.lockWeights(tx, body.items.map((i) => i.id))).map((w) => [w.id, w.weight]));
      const missing = body.items.findIndex((i) => !current.has(i.id));
      if (missing >= 0) throw badRequest('VALIDATION_FAILED', `items.${missing}.id：作品不存在`, `items.${missing}.id`);
      for (const item of body.items) {
        const before = current.get(item.id);
        if (before === item.weight) continue;
        await repo.update(tx, item.id, { weight: item.weight, updatedAt: now });
        await recordAudit(
          tx,
          actor,
          { action: 'work.reorder', targetType: 'works', targetId: item.id, before: { weight: before }, after: { weight: item.weight } },
          now,
        );
      }
    });
    return null;
  },
};
