import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { mcnTasks } from '../../db/schema';
import { authorize, type PromoterActor, scopeOf } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { sanitizeRichHtml } from '../content';
import { presentLink, presentTask, presentTaskDetail } from './presenter';
import { type McnTaskListQuery, mcnTasksRepository as repo } from './repository';

/** 32 symbols, so one random byte masked to 5 bits picks each without bias; no i, l, o, u to misread. */
const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;
/** A fresh code colliding (50 random bits) is already unlikely; three in a row means something else is wrong. */
const CODE_TRIES = 3;

/** Random bytes, `n` of them: crypto's in service, a seeded generator's in the demo seed. */
type RandomBytes = (n: number) => Iterable<number>;

const newCode = (random: RandomBytes) => Array.from(random(CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join('');

const TASK_GONE = '任务不存在或已结束';

export const mcnTasksService = {
  /** Published tasks, each with whether the caller has taken it (their own links only). */
  list({ db, clock }: Deps, actor: PromoterActor, q: McnTaskListQuery) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const { ownerId: userId } = scopeOf(actor, 'read', 'mcnTaskLink');
    const now = clock.now();
    return paged(q, (limit, offset) => repo.list(db, q, userId, now, limit, offset), presentTask);
  },

  async detail({ db, clock }: Deps, actor: PromoterActor, id: number) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const { ownerId: userId } = scopeOf(actor, 'read', 'mcnTaskLink');
    const row = await repo.find(db, id, userId);
    if (!row || row.task.endsAt <= clock.now()) throw notFound(TASK_GONE);
    return presentTaskDetail(row, row.joined ? await repo.findLink(db, id, userId) : null);
  },

  /**
   * Takes a task: the promoter's channel link, created on the first call and answered as is on every
   * later one, parallel ones included (the task-user unique index lets one insert through).
   */
  join({ db, clock }: Deps, actor: PromoterActor, taskId: number) {
    return mcnTasksService.joinWith(db, { actor, taskId, now: clock.now(), random: randomBytes });
  },

  /** `join` with the code drawn from `random`: the seed's generator is seeded, so the demo links stay the same. */
  async joinWith(
    db: DbOrTx,
    { actor, taskId, now, random }: { actor: PromoterActor; taskId: number; now: Date; random: RandomBytes },
  ) {
    const { ownerId: userId } = scopeOf(actor, 'create', 'mcnTaskLink');
    const row = await repo.find(db, taskId, userId);
    if (!row) throw notFound(TASK_GONE);
    if (row.task.endsAt <= now) throw conflict('TASK_ENDED', 'taskId：任务已结束，无法领取', 'taskId');
    for (let i = 0; i < CODE_TRIES; i++) {
      const existing = await repo.findLink(db, taskId, userId);
      if (existing) return presentLink(existing, row.task.channelUrlTemplate);
      await repo.insertLink(db, { taskId, userId, code: newCode(random), createdAt: now });
    }
    throw new Error(`mcn task ${taskId}: no link for user ${userId} after ${CODE_TRIES} codes`);
  },

  /** The operator's save (and the seed's): the requirements HTML is sanitised before it is stored. */
  async createTask(db: DbOrTx, task: typeof mcnTasks.$inferInsert) {
    return repo.insertTask(db, { ...task, requirementsHtml: await sanitizeRichHtml(task.requirementsHtml ?? '') });
  },
};
