import { z } from 'zod';
import { ZSortOrder } from './admin-catalogue';
import { zMediaUrl } from './admin-uploads';
import { ZDateTime, ZEnvelope, ZPage, ZPageQuery } from './envelope';
import { multiline, ZInt32, zId, zQueryId } from './fields';

/** The console's star/MCN tasks. */

/** Where a task stands: 未发布 (hidden), 未开始, 进行中, 已结束. */
export const MCN_TASK_STATUS = {
  unpublished: '未发布',
  upcoming: '未开始',
  open: '进行中',
  ended: '已结束',
} as const;
export type McnTaskStatus = keyof typeof MCN_TASK_STATUS;
const STATUSES = Object.keys(MCN_TASK_STATUS) as [McnTaskStatus, ...McnTaskStatus[]];

export const ADMIN_MCN_TASK_SORTS = ['endsAt', 'startsAt', 'createdAt'] as const;

export const ZAdminMcnTasksPageQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  status: z.enum(STATUSES, `状态只能是 ${STATUSES.join('、')}`).optional(),
  sort: z.enum(ADMIN_MCN_TASK_SORTS, `排序只能是 ${ADMIN_MCN_TASK_SORTS.join('、')}`).default('createdAt'),
  order: ZSortOrder.default('desc'),
});

export const ZAdminMcnTask = z.object({
  id: ZInt32,
  title: z.string(),
  cover: z.string(),
  coverThumb: z.string(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  workId: ZInt32.nullable(),
  workTitle: z.string().nullable(),
  summary: z.string(),
  rewardDesc: z.string(),
  tags: z.array(z.string()),
  channelUrlTemplate: z.string(),
  startsAt: ZDateTime,
  endsAt: ZDateTime,
  published: z.boolean(),
  status: z.enum(STATUSES),
  /** Promoters who took the task (have a channel link). */
  joinedCount: ZInt32,
  createdAt: ZDateTime,
});
export type AdminMcnTask = z.infer<typeof ZAdminMcnTask>;
export const ZAdminMcnTasksPageResponse = ZEnvelope(ZPage(ZAdminMcnTask));

export const ZAdminMcnTaskDetail = ZAdminMcnTask.extend({ requirementsHtml: z.string() });
export type AdminMcnTaskDetail = z.infer<typeof ZAdminMcnTaskDetail>;
export const ZAdminMcnTaskDetailResponse = ZEnvelope(ZAdminMcnTaskDetail);
export const ZAdminMcnTaskIdQuery = z.object({ id: zQueryId('任务 id ') });
export const ZAdminMcnTaskIdBody = z.object({ id: zId('任务 id ') });

const time = (what: string) => z.iso.datetime({ offset: true, error: `请选择${what}` });

export const ZAdminMcnTaskSave = z
  .object({
    id: zId('任务 id ').optional(),
    taskPlatformId: zId('任务平台 id '),
    /** The work the task promotes, if it promotes one. */
    workId: zId('作品 id ').nullable().default(null),
    title: z.string('请填写任务名称').trim().min(1, '请填写任务名称').max(40, '任务名称最多 40 个字'),
    cover: zMediaUrl('封面'),
    summary: z.string().trim().max(100, '简介最多 100 个字').default(''),
    /** The promoter's reward as they read it (每千次播放 ¥8); never the upstream's price. */
    rewardDesc: z.string('请填写奖励说明').trim().min(1, '请填写奖励说明').max(60, '奖励说明最多 60 个字'),
    /** Rich text; sanitised by the server before it is stored. */
    requirementsHtml: multiline(z.string().max(20_000, '任务要求过长')).default(''),
    tags: z
      .array(z.string().trim().min(1, '标签不能为空').max(10, '每个标签最多 10 个字'))
      .max(6, '标签最多 6 个')
      .default([]),
    /** The upstream's channel link; `{code}` is replaced by each promoter's own code. */
    channelUrlTemplate: z
      .string('请填写渠道链接')
      .trim()
      .max(500, '渠道链接过长')
      .regex(/^https:\/\/[^\s]+$/, '渠道链接必须是 https:// 开头的网址')
      .refine((url) => url.includes('{code}'), '渠道链接必须包含 {code}，用来放推客的渠道码'),
    startsAt: time('开始时间'),
    endsAt: time('结束时间'),
    published: z.boolean().default(true),
  })
  .refine((t) => Date.parse(t.endsAt) > Date.parse(t.startsAt), { message: '结束时间必须晚于开始时间', path: ['endsAt'] });
export type AdminMcnTaskSave = z.input<typeof ZAdminMcnTaskSave>;
