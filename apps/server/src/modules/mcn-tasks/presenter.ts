import type { McnTask, McnTaskDetail } from '@tuike/contract/promotion';
import { isoOperator } from '../../lib/time';
import type { McnTaskLinkRow, McnTaskRow } from './repository';

export function presentTask({ task, taskPlatformName, joinedCount, joined }: McnTaskRow): McnTask {
  return {
    id: task.id,
    title: task.title,
    cover: task.cover,
    taskPlatformId: task.taskPlatformId,
    taskPlatformName,
    rewardDesc: task.rewardDesc,
    summary: task.summary,
    tags: task.tags,
    workId: task.workId,
    endsAt: isoOperator(task.endsAt),
    joinedCount,
    joined,
  };
}

/** The upstream's link with the promoter's code in it: the upstream tracks videos posted through it. */
export function presentLink(link: McnTaskLinkRow, channelUrlTemplate: string) {
  return {
    taskId: link.taskId,
    link: channelUrlTemplate.replaceAll('{code}', link.code),
    code: link.code,
    joinedAt: isoOperator(link.createdAt),
  };
}

export function presentTaskDetail(row: McnTaskRow, link: McnTaskLinkRow | null): McnTaskDetail {
  return {
    ...presentTask(row),
    requirementsHtml: row.task.requirementsHtml,
    startsAt: isoOperator(row.task.startsAt),
    myLink: link ? presentLink(link, row.task.channelUrlTemplate) : null,
  };
}
