import { z } from 'zod';
import { ZDateTime, ZEnvelope, ZFen, ZPage, ZPageQuery } from './envelope';
import { ALIAS_CHARSETS, ALIAS_REVIEW_MODES } from './enums';
import { ZInt32, zId, zQueryId, zQueryNumber } from './fields';
import { ZWorkType } from './works';

/**
 * Keyword promotion: aliases (口令), their back-filled links, the promoter's media accounts, star/MCN
 * tasks and the new-user report (拉新). Statuses are numbers with their Chinese label beside them.
 */

const ZAliasStateValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], '状态只能是 1-4');
export const ZLinkStateValue = z.union([z.literal(1), z.literal(2), z.literal(3)], '状态只能是 1-3');
export const ZMediaPlatformValue = z.union(
  [z.literal(1), z.literal(2), z.literal(3)],
  '媒体平台只能是 1（抖音）、2（快手）或 3（微信视频号）',
);

export const ZAliasRule = z.object({
  minLength: ZInt32,
  maxLength: ZInt32,
  charset: z.enum(Object.keys(ALIAS_CHARSETS) as [keyof typeof ALIAS_CHARSETS]),
  prefix: z.string(),
  reviewMode: z.enum(ALIAS_REVIEW_MODES),
  /** describeAliasRule(rule), so every client shows the same sentence. */
  description: z.string(),
});

// —— aliases ——

export const ZAliasStateCount = z.object({ value: ZAliasStateValue, label: z.string(), count: ZInt32 });
export const ZAliasStateListQuery = z.object({
  workType: zQueryNumber(ZWorkType, '作品类型只能是 1（短剧）或 2（小说）').optional(),
});
export const ZAliasStateListResponse = ZEnvelope(z.array(ZAliasStateCount));

export const ZAliasListQuery = ZPageQuery.extend({
  state: zQueryNumber(ZAliasStateValue, '状态只能是 1-4').optional(),
  /** 1 drama (myPost), 2 novel (myNewPost); absent: both. */
  workType: zQueryNumber(ZWorkType, '作品类型只能是 1（短剧）或 2（小说）').optional(),
  workId: zQueryId('作品 id ').optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
});

export const ZWorksAlias = z.object({
  id: ZInt32,
  alias: z.string(),
  state: ZAliasStateValue,
  stateLabel: z.string(),
  /** The operator's reason when rejected or expired; null otherwise. */
  reason: z.string().nullable(),
  workId: ZInt32,
  workTitle: z.string(),
  workCover: z.string(),
  workType: ZWorkType,
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  createdAt: ZDateTime,
  activatedAt: ZDateTime.nullable(),
  /**
   * While active and not back-filled: when it expires unless back-filled (the operator's window after
   * activation). Null once back-filled, and in every other state.
   */
  backfillDeadline: ZDateTime.nullable(),
  linkCount: ZInt32,
  effectiveLinkCount: ZInt32,
  /** Income attributed to this alias so far, in fen. */
  income: ZFen,
  newUsers: ZInt32,
  /** False once income is attributed (deleting would orphan it) or while the state forbids it. */
  canDelete: z.boolean(),
});
export type WorksAlias = z.infer<typeof ZWorksAlias>;
export const ZAliasListResponse = ZEnvelope(ZPage(ZWorksAlias));

export const ZCreateAliasBody = z.object({
  workId: zId('作品 id '),
  alias: z.string().trim().min(1, '请输入关键词').max(30, '关键词最多 30 个字'),
});
export const ZAliasResponse = ZEnvelope(ZWorksAlias);

/** A work's page asks what I hold of it and whether I may apply (again): the server's rule, not the page's. */
export const ZWorkAliasesQuery = z.object({ workId: zQueryId('作品 id ') });
const ZWorkAliases = z.object({
  /** My aliases of this work that are not deleted, newest first (every state, so a rejection shows too). */
  aliases: z.array(ZWorksAlias),
  /** Whether CreateAlias would accept another application from me now (the limit it enforces). */
  canApply: z.boolean(),
  /** The rule in one sentence: how many more I may hold, or why not. */
  applyNote: z.string(),
});
export type WorkAliases = z.infer<typeof ZWorkAliases>;
export const ZWorkAliasesResponse = ZEnvelope(ZWorkAliases);

export const ZGenerateAliasBody = z.object({ workId: zId('作品 id ') });
/** Free, rule-keeping aliases at the moment of asking; the first is the platform's code-style one. */
export const ZGenerateAliasResponse = ZEnvelope(z.object({ suggestions: z.array(z.string()) }));

export const ZIdBody = z.object({ id: zId() });

// —— back-filled links ——

export const ZAliasLinkListQuery = ZPageQuery.extend({
  aliasId: zQueryId('关键词 id ').optional(),
  state: zQueryNumber(ZLinkStateValue, '状态只能是 1-3').optional(),
  workType: zQueryNumber(ZWorkType, '作品类型只能是 1（短剧）或 2（小说）').optional(),
});

export const ZAliasLink = z.object({
  id: ZInt32,
  aliasId: ZInt32,
  alias: z.string(),
  workId: ZInt32,
  workTitle: z.string(),
  workCover: z.string(),
  workType: ZWorkType,
  url: z.string(),
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  accountId: ZInt32,
  accountNickname: z.string(),
  accountUid: z.string(),
  state: ZLinkStateValue,
  stateLabel: z.string(),
  /** Why it was rejected or is held for review; null otherwise. */
  reason: z.string().nullable(),
  createdAt: ZDateTime,
  reviewedAt: ZDateTime.nullable(),
});
export type AliasLink = z.infer<typeof ZAliasLink>;
export const ZAliasLinkListResponse = ZEnvelope(ZPage(ZAliasLink));

export const ZFillWorksBody = z.object({
  aliasId: zId('关键词 id '),
  platformAccountId: zId('推广账号 id '),
  /** The published link, or a whole share text holding it (the first link is taken). */
  url: z.string().trim().min(1, '请填写作品链接').max(1000, '作品链接过长'),
});
export const ZAliasLinkResponse = ZEnvelope(ZAliasLink);

// —— media accounts ——

export const ZMediaAccount = z.object({
  id: ZInt32,
  platform: ZMediaPlatformValue,
  platformLabel: z.string(),
  uid: z.string(),
  nickname: z.string(),
  createdAt: ZDateTime,
});
export type MediaAccount = z.infer<typeof ZMediaAccount>;

export const ZPlatformWithAccounts = z.object({
  platform: ZMediaPlatformValue,
  label: z.string(),
  accounts: z.array(ZMediaAccount),
});
export const ZPlatformAndAccountListResponse = ZEnvelope(z.array(ZPlatformWithAccounts));

export const ZAddMediaAccountBody = z.object({
  platform: ZMediaPlatformValue,
  uid: z
    .string()
    .trim()
    .min(1, '请填写 UID')
    .max(64, 'UID 最多 64 个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, 'UID 只能是字母、数字、下划线、点或横线'),
  nickname: z.string().trim().min(1, '请填写昵称').max(30, '昵称最多 30 个字'),
});
export const ZMediaAccountResponse = ZEnvelope(ZMediaAccount);

// —— star / MCN tasks ——

export const ZMcnTaskListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50, '搜索词最多 50 个字').optional(),
  taskPlatformId: zQueryId('任务平台 id ').optional(),
  /** The tasks promoting one work (star/detail's 领取任务). */
  workId: zQueryId('作品 id ').optional(),
  /** true: only the tasks I joined. */
  joined: z.enum(['true', 'false'], 'joined 只能是 true 或 false').optional(),
});

export const ZMcnTask = z.object({
  id: ZInt32,
  title: z.string(),
  cover: z.string(),
  taskPlatformId: ZInt32,
  taskPlatformName: z.string(),
  /** e.g. 每千次播放 ¥8，单条最高 ¥500: the promoter's price, never the upstream's. */
  rewardDesc: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  workId: ZInt32.nullable(),
  endsAt: ZDateTime,
  joinedCount: ZInt32,
  joined: z.boolean(),
});
export type McnTask = z.infer<typeof ZMcnTask>;
export const ZMcnTaskListResponse = ZEnvelope(ZPage(ZMcnTask));

export const ZMcnTaskLink = z.object({
  taskId: ZInt32,
  /** My channel link: videos posted through it are tracked to me. */
  link: z.string(),
  code: z.string(),
  joinedAt: ZDateTime,
});
export const ZMcnTaskDetail = ZMcnTask.extend({
  requirementsHtml: z.string(),
  startsAt: ZDateTime,
  myLink: ZMcnTaskLink.nullable(),
});
export type McnTaskDetail = z.infer<typeof ZMcnTaskDetail>;
export const ZMcnTaskDetailQuery = z.object({ id: zQueryId('任务 id ') });
export const ZMcnTaskDetailResponse = ZEnvelope(ZMcnTaskDetail);
export const ZMcnJoinBody = z.object({ taskId: zId('任务 id ') });
export const ZMcnJoinResponse = ZEnvelope(ZMcnTaskLink);

// —— new-user report (拉新) ——

export const ZAliasDailyQuery = ZPageQuery.extend({ aliasId: zQueryId('关键词 id ').optional() });
export const ZAliasDailyRow = z.object({ aliasId: ZInt32, alias: z.string(), newUsers: ZInt32, income: ZFen });
/** One day (Asia/Shanghai, YYYY-MM-DD) of upstream-reported new users and income, split by alias. */
export const ZAliasDay = z.object({
  date: z.string(),
  newUsers: ZInt32,
  income: ZFen,
  aliases: z.array(ZAliasDailyRow),
});
export const ZAliasDailyResponse = ZEnvelope(ZPage(ZAliasDay).extend({ totalNewUsers: ZInt32, totalIncome: ZFen }));
