import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PROMOTION_TYPE } from '@tuike/contract/enums';
import { type PanResourceCategory } from '@tuike/contract/pan-rules';
import type { DbOrTx } from '../../db/client';
import { panLinks, panPromotions, panResources, panUids, platformAccounts, taskPlatforms } from '../../db/schema';
import type { OwnerScope } from '../../lib/authorize';
import { firstRow } from '../../lib/rows';

/** The outer resource's id, qualified by hand so that it cannot name the subquery's own table. */
const resourceId = sql`${sql.identifier('pan_resources')}.${sql.identifier('id')}`;
const promotionId = sql`${sql.identifier('pan_promotions')}.${sql.identifier('id')}`;

export const promotedCount =
  sql<number>`(select count(*) from ${panPromotions} where ${panPromotions.resourceId} = ${resourceId})`.mapWith(Number);

/** An enabled task platform of the cloud-drive promotion type: the only ones pan/* serves. */
const drivePlatform = [eq(taskPlatforms.enabled, true), eq(taskPlatforms.promotionType, PROMOTION_TYPE.cloudDrive.value)];

export type ResourceRow = { resource: typeof panResources.$inferSelect; promotedCount: number };
export type PromotionRow = {
  promotion: typeof panPromotions.$inferSelect;
  resource: typeof panResources.$inferSelect;
  platformName: string;
  uid: string;
  linkCount: number;
};
export type LinkRow = {
  link: typeof panLinks.$inferSelect;
  resourceTitle: string;
  resourceCover: string;
  platformName: string;
  accountNickname: string;
};

const promotionColumns = {
  promotion: panPromotions,
  resource: panResources,
  platformName: taskPlatforms.name,
  uid: panUids.uid,
  linkCount: sql<number>`(select count(*) from ${panLinks} where ${panLinks.promotionId} = ${promotionId})`.mapWith(Number),
};

const promotionsFrom = (db: DbOrTx) =>
  db
    .select(promotionColumns)
    .from(panPromotions)
    .innerJoin(panResources, eq(panResources.id, panPromotions.resourceId))
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, panPromotions.taskPlatformId))
    .innerJoin(panUids, and(eq(panUids.userId, panPromotions.userId), eq(panUids.taskPlatformId, panPromotions.taskPlatformId)));

const linksFrom = (db: DbOrTx) =>
  db
    .select({
      link: panLinks,
      resourceTitle: panResources.title,
      resourceCover: panResources.cover,
      platformName: taskPlatforms.name,
      accountNickname: platformAccounts.nickname,
    })
    .from(panLinks)
    .innerJoin(panPromotions, eq(panPromotions.id, panLinks.promotionId))
    .innerJoin(panResources, eq(panResources.id, panPromotions.resourceId))
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, panPromotions.taskPlatformId))
    .innerJoin(platformAccounts, eq(platformAccounts.id, panLinks.platformAccountId));

export const panRepository = {
  /** Listed resources of a drive platform, in the operator's order. */
  resources(
    db: DbOrTx,
    f: { taskPlatformId: number; category?: PanResourceCategory },
    limit: number,
    offset: number,
  ): Promise<ResourceRow[]> {
    const filters: SQL[] = [
      ...drivePlatform,
      eq(panResources.taskPlatformId, f.taskPlatformId),
      eq(panResources.listed, true),
      isNull(panResources.deletedAt),
    ];
    if (f.category) filters.push(eq(panResources.category, f.category));
    return db
      .select({ resource: panResources, promotedCount })
      .from(panResources)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, panResources.taskPlatformId))
      .where(and(...filters))
      .orderBy(desc(panResources.sort), desc(panResources.id))
      .limit(limit)
      .offset(offset);
  },

  /** A resource not deleted, of an enabled drive platform, with the platform's name. */
  async resource(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ resource: panResources, platformName: taskPlatforms.name, promotedCount })
      .from(panResources)
      .innerJoin(taskPlatforms, eq(taskPlatforms.id, panResources.taskPlatformId))
      .where(and(eq(panResources.id, id), isNull(panResources.deletedAt), ...drivePlatform));
    return row ?? null;
  },

  async drivePlatform(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: taskPlatforms.id, name: taskPlatforms.name })
      .from(taskPlatforms)
      .where(and(eq(taskPlatforms.id, id), ...drivePlatform));
    return row ?? null;
  },

  async uidOf(db: DbOrTx, scope: OwnerScope, taskPlatformId: number) {
    const [row] = await db
      .select()
      .from(panUids)
      .where(and(eq(panUids.userId, scope.ownerId), eq(panUids.taskPlatformId, taskPlatformId)));
    return row ?? null;
  },

  /** Binds the UID unless the promoter has one there or another promoter holds it (both unique indexes). */
  async bindUid(db: DbOrTx, values: typeof panUids.$inferInsert) {
    await db.insert(panUids).values(values).onConflictDoNothing();
  },

  async promotion(db: DbOrTx, id: number): Promise<PromotionRow | null> {
    const [row] = await promotionsFrom(db).where(eq(panPromotions.id, id));
    return row ?? null;
  },

  async promotionOf(db: DbOrTx, scope: OwnerScope, resourceId: number): Promise<PromotionRow | null> {
    const [row] = await promotionsFrom(db).where(
      and(eq(panPromotions.userId, scope.ownerId), eq(panPromotions.resourceId, resourceId)),
    );
    return row ?? null;
  },

  promotions(db: DbOrTx, scope: OwnerScope, limit: number, offset: number): Promise<PromotionRow[]> {
    return promotionsFrom(db)
      .where(eq(panPromotions.userId, scope.ownerId))
      .orderBy(desc(panPromotions.createdAt), desc(panPromotions.id))
      .limit(limit)
      .offset(offset);
  },

  /** One promotion per promoter and resource: a second (parallel) insert does nothing. */
  async insertPromotion(db: DbOrTx, values: typeof panPromotions.$inferInsert) {
    await db.insert(panPromotions).values(values).onConflictDoNothing();
  },

  links(db: DbOrTx, scope: OwnerScope, f: { promotionId?: number }, limit: number, offset: number): Promise<LinkRow[]> {
    const filters: SQL[] = [eq(panLinks.userId, scope.ownerId)];
    if (f.promotionId) filters.push(eq(panLinks.promotionId, f.promotionId));
    return linksFrom(db)
      .where(and(...filters))
      .orderBy(desc(panLinks.createdAt), desc(panLinks.id))
      .limit(limit)
      .offset(offset);
  },

  async link(db: DbOrTx, id: number): Promise<LinkRow | null> {
    const [row] = await linksFrom(db).where(eq(panLinks.id, id));
    return row ?? null;
  },

  async insertLink(db: DbOrTx, values: typeof panLinks.$inferInsert) {
    return firstRow(await db.insert(panLinks).values(values).returning(), 'insert into pan_links');
  },
};
