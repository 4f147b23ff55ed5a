import type { z } from 'zod';
import type { ZAdminMcnTaskSave, ZAdminMcnTasksPageQuery } from '@tuike/contract/admin-mcn-tasks';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { taskPlatforms, works } from '../../db/schema';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { recordAudit } from '../audit';
import { sanitizeRichHtml } from '../content';
import { mcnTasksService } from '../mcn-tasks';
import { mediaExists } from '../media';
import { presentAdminMcn, presentAdminMcnDetail } from './mcn-presenter';
import { adminMcnRepository as repo } from './mcn-repository';

type SaveBody = z.output<typeof ZAdminMcnTaskSave>;
const TASK_MISSING = '任务不存在';

async function detailOf(db: DbOrTx, id: number, now: Date) {
  const row = await repo.find(db, id);
  if (!row) throw notFound(TASK_MISSING);
  return presentAdminMcnDetail(row, now);
}

/**
 * The console's star/MCN tasks. The requirements are rich text, sanitised on every save with the
 * server's one sanitiser; a task ends by moving its end to now (promoters' links stay theirs).
 */
export const adminMcnService = {
  async page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZAdminMcnTasksPageQuery>) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => repo.page(db, q, now, limit, offset),
      (row) => presentAdminMcn(row, now),
    );
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'read', { kind: 'catalogue' });
    return detailOf(db, id, clock.now());
  },

  async save({ db, clock }: Deps, actor: OperatorActor, body: SaveBody) {
    authorize(actor, 'write', { kind: 'catalogue' });
    if (!(await repo.exists(db, taskPlatforms, body.taskPlatformId)))
      throw badRequest('VALIDATION_FAILED', 'taskPlatformId：任务平台不存在', 'taskPlatformId');
    if (body.workId !== null && !(await repo.exists(db, works, body.workId)))
      throw badRequest('VALIDATION_FAILED', 'workId：作品不存在', 'workId');
    if (!(await mediaExists(db, body.cover))) throw badRequest('VALIDATION_FAILED', 'cover：文件不存在，请重新上传', 'cover');
    const now = clock.now();
    const fields = {
      taskPlatformId: body.taskPlatformId,
      workId: body.workId,
      title: body.title,
      cover: body.cover,
      summary: body.summary,
      rewardDesc: body.rewardDesc,
      requirementsHtml: await sanitizeRichHtml(body.requirementsHtml),
      tags: body.tags,
      channelUrlTemplate: body.channelUrlTemplate,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      published: body.published,
    };
    return db.transaction(async (tx) => {
      let id = body.id;
      if (id === undefined) {
        // Through the mcn-tasks module's own insert, the one the seed uses too.
        id = (await mcnTasksService.createTask(tx, { ...fields, createdAt: now })).id;
        const row = await repo.find(tx, id);
        await recordAudit(tx, actor, { action: 'mcnTask.create', targetType: 'mcn_tasks', targetId: id, after: row?.task }, now);
      } else {
        const before = await repo.find(tx, id, true);
        if (!before) throw notFound(TASK_MISSING);
        await repo.update(tx, id, fields);
        const after = await repo.find(tx, id);
        await recordAudit(
          tx,
          actor,
          { action: 'mcnTask.update', targetType: 'mcn_tasks', targetId: id, before: before.task, after: after?.task },
          now,
        );
      }
      return detailOf(tx, id, now);
    });
  },

  /** Ends a task now: promoters can no longer take it. An ended task answers 409. */
  async end({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'write', { kind: 'catalogue' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await repo.find(tx, id, true);
      if (!row) throw notFound(TASK_MISSING);
      if (row.task.endsAt <= now) throw conflict('TASK_ENDED', 'id：任务已结束', 'id');
      // A task not started yet ends as it starts: its window must stay a window (the CHECK), and one
      // second wide, as times are shown to the second.
      const startsAt = row.task.startsAt < now ? row.task.startsAt : new Date(now.getTime() - 1_000);
      await repo.update(tx, id, { endsAt: now, startsAt });
      await recordAudit(
        tx,
        actor,
        {
          action: 'mcnTask.end',
          targetType: 'mcn_tasks',
          targetId: id,
          before: { startsAt: row.task.startsAt, endsAt: row.task.endsAt },
          after: { startsAt, endsAt: now },
        },
        now,
      );
      return detailOf(tx, id, now);
    });
  },
};
