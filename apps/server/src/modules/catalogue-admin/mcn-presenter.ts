import type { AdminMcnTask, AdminMcnTaskDetail, McnTaskStatus } from '@tuike/contract/admin-mcn-tasks';
import type { mcnTasks } from '../../db/schema';
import { isoOperator } from '../../lib/time';
import { thumbOf } from '../media';
import type { AdminMcnRow } from './mcn-repository';

/** Where a task stands at `now`: hidden, not started, open (promoters can take it) or ended. */
export function statusOf(task: Pick<typeof mcnTasks.$inferSelect, 'published' | 'startsAt' | 'endsAt'>, now: Date): McnTaskStatus {
  if (!task.published) return 'unpublished';
  if (task.endsAt <= now) return 'ended';
  return task.startsAt > now ? 'upcoming' : 'open';
}

export function presentAdminMcn({ task, taskPlatformName, workTitle, joinedCount }: AdminMcnRow, now: Date): AdminMcnTask {
  return {
    id: task.id,
    title: task.title,
    cover: task.cover,
    coverThumb: thumbOf(task.cover),
    taskPlatformId: task.taskPlatformId,
    taskPlatformName,
    workId: task.workId,
    workTitle,
    summary: task.summary,
    rewardDesc: task.rewardDesc,
    tags: task.tags,
    channelUrlTemplate: task.channelUrlTemplate,
    startsAt: isoOperator(task.startsAt),
    endsAt: isoOperator(task.endsAt),
    published: task.published,
    status: statusOf(task, now),
    joinedCount,
    createdAt: isoOperator(task.createdAt),
  };
}

export const presentAdminMcnDetail = (row: AdminMcnRow, now: Date): AdminMcnTaskDetail => ({
  ...presentAdminMcn(row, now),
  requirementsHtml: row.task.requirementsHtml,
});
