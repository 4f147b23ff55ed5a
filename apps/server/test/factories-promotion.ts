import { PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import type { Db } from '../src/db/client';
import { aliasDailyStats, panResources, platformAccounts, taskPlatforms, worksAliases, worksAliasLinks } from '../src/db/schema';
import { DAY } from '../src/lib/clock';
import { firstRow } from '../src/lib/rows';
import { createTaskPlatform, createWork } from './factories';

let seq = 0;
const next = () => ++seq;

type RuleOverrides = Partial<
  Pick<
    typeof taskPlatforms.$inferInsert,
    'aliasMinLength' | 'aliasMaxLength' | 'aliasCharset' | 'aliasPrefix' | 'aliasReviewMode'
  >
>;

/** A task platform with the given alias rule (default: 2-8 汉字、字母或数字, auto) and one published work of it. */
export async function createAliasWork(db: Db, rule: RuleOverrides = {}, work: { title?: string; type?: 1 | 2 } = {}) {
  const platform = await createTaskPlatform(db, rule);
  const created = await createWork(db, { taskPlatformId: platform.id, ...work });
  return { platform, work: created };
}

/** An alias row as the API would have left it in `state` (written directly, for setting up lists). */
export async function createAlias(
  db: Db,
  values: Pick<typeof worksAliases.$inferInsert, 'userId' | 'workId' | 'taskPlatformId'> &
    Partial<typeof worksAliases.$inferInsert>,
  now: Date,
) {
  const state = values.state ?? 2;
  const active = state === 2 ? { activatedAt: now, backfillDeadline: new Date(now.getTime() + 7 * DAY) } : {};
  const rows = await db
    .insert(worksAliases)
    .values({ alias: `口令${next()}`, createdAt: now, ...active, ...values, state })
    .returning();
  return firstRow(rows, 'insert into works_aliases');
}

/** A bound media account; UIDs are unique per call. */
export async function createMediaAccount(db: Db, userId: number, overrides: Partial<typeof platformAccounts.$inferInsert> = {}) {
  const n = next();
  const rows = await db
    .insert(platformAccounts)
    .values({ userId, platform: 1, uid: `dy${100000 + n}`, nickname: `账号${n}`, ...overrides })
    .returning();
  return firstRow(rows, 'insert into platform_accounts');
}

/** One reported day of an alias (new users and income in fen), as a report import writes it. */
export async function addAliasDay(
  db: Db,
  alias: { id: number; userId: number },
  statDate: string,
  newUsers: number,
  income: number,
) {
  await db.insert(aliasDailyStats).values({ aliasId: alias.id, userId: alias.userId, statDate, newUsers, income });
}

/** A cloud-drive task platform (夸克网盘-like: CPA per new user). */
export async function createDrivePlatform(db: Db, overrides: Partial<typeof taskPlatforms.$inferInsert> = {}) {
  return createTaskPlatform(db, {
    name: '夸克网盘',
    category: 3,
    promotionType: PROMOTION_TYPE.cloudDrive.value,
    settlementType: SETTLEMENT_TYPE.cpa.value,
    ...overrides,
  });
}

/** A listed cloud-drive resource of `taskPlatformId`. */
export async function createPanResource(
  db: Db,
  taskPlatformId: number,
  overrides: Partial<typeof panResources.$inferInsert> = {},
) {
  const n = next();
  const rows = await db
    .insert(panResources)
    .values({
      taskPlatformId,
      title: `资源${n}`,
      category: 1,
      cover: '/media/cover.svg',
      linkTemplate: `https://pan.quark.cn/s/r${n}?fr={uid}`,
      ...overrides,
    })
    .returning();
  return firstRow(rows, 'insert into pan_resources');
}

/** A back-filled link of an alias on a media account, in `state` (1 awaiting review, 2 effective, 3 rejected). */
export async function createAliasLink(
  db: Db,
  values: Pick<typeof worksAliasLinks.$inferInsert, 'aliasId' | 'userId' | 'platformAccountId'> &
    Partial<typeof worksAliasLinks.$inferInsert>,
) {
  const n = next();
  const url = `https://v.douyin.com/link${n}`;
  const rows = await db
    .insert(worksAliasLinks)
    .values({ platform: 1, url, normalizedUrl: url, state: 1, ...values })
    .returning();
  return firstRow(rows, 'insert into works_alias_links');
}
