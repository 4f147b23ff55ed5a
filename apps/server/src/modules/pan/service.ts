import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import { type PanResourceCategory } from '@tuike/contract/pan-rules';
import type { PageQuery } from '@tuike/contract/envelope';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize, authorizeNamed, type PromoterActor, scopeOf } from '../../lib/authorize';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { isoOperator } from '../../lib/time';
import { backfillLink, LINK_MSG, normalizeLink } from '../aliases';
import { ownBoundAccount } from '../platform-accounts';
import { presentLink, presentPromotion, presentResource } from './presenter';
import { panRepository as repo } from './repository';

const PAN_MSG = {
  resourceNotFound: '资源不存在或已删除',
  platformNotFound: '网盘平台不存在或已停用',
  promotionNotFound: '推广不存在',
  unlisted: 'resourceId：该资源已下架，不能再创建推广',
  uidRequired: 'uid：首次推广该网盘，请先填写你的网盘UID',
  uidTaken: 'uid：该网盘UID已被其他推客绑定，请核对后重新填写',
} as const;

/** Where a drive app shows its UID; the drives keep it in the profile, under one of these names. */
const uidSteps = (platformName: string) => [
  `打开「${platformName}」App 并登录你要收益的账号`,
  '点底部「我的」，再点顶部头像进入个人信息页',
  '找到「UID」或「用户ID」一栏，点复制',
  '回到这里粘贴：首次创建推广时绑定，之后的分享链接都带上这个UID',
];

/** What the calls need: the seed hands in its transaction and a clock set to the moment it writes. */
type Store = Pick<Deps, 'clock'> & { db: DbOrTx };

/** A promotion the caller names by id: someone else's answers exactly like a missing one. */
async function ownPromotion(db: DbOrTx, actor: Actor, id: number, action: 'read' | 'backfill', field: string) {
  const missing = new AppError(404, 'NOT_FOUND', PAN_MSG.promotionNotFound, field);
  const row = await repo.promotion(db, id);
  if (!row) throw missing;
  authorizeNamed(actor, action, { kind: 'panPromotion', ownerId: row.promotion.userId }, missing);
  return row;
}

export const panService = {
  resources({ db }: Store, q: PageQuery & { taskPlatformId: number; category?: PanResourceCategory }) {
    authorize(null, 'read', { kind: 'catalogue' });
    return paged(q, (limit, offset) => repo.resources(db, q, limit, offset), presentResource);
  },

  /** One resource not deleted, listed or not: a promoter may still open the one they promote. */
  async resource({ db }: Store, id: number) {
    authorize(null, 'read', { kind: 'catalogue' });
    const found = await repo.resource(db, id);
    if (!found) throw new AppError(404, 'NOT_FOUND', PAN_MSG.resourceNotFound, 'id');
    return { ...presentResource(found), taskPlatformName: found.platformName, listed: found.resource.listed };
  },

  /**
   * My promotion of a resource: created on the first call, answered as is on every later one (parallel
   * ones included: the user-resource unique index lets one insert through). The first promotion on a
   * drive platform binds the caller's UID there; the share link is the resource's template with it.
   */
  async createPromotion({ db, clock }: Store, actor: PromoterActor, body: { resourceId: number; uid?: string }) {
    const scope = scopeOf(actor, 'create', 'panPromotion');
    const found = await repo.resource(db, body.resourceId);
    if (!found) throw new AppError(404, 'NOT_FOUND', PAN_MSG.resourceNotFound, 'resourceId');
    const existing = await repo.promotionOf(db, scope, found.resource.id);
    if (existing) return presentPromotion(existing);
    if (!found.resource.listed) throw conflict('PAN_RESOURCE_UNLISTED', PAN_MSG.unlisted, 'resourceId');
    const platformId = found.resource.taskPlatformId;
    const now = clock.now();
    let bound = await repo.uidOf(db, scope, platformId);
    if (!bound) {
      if (!body.uid) throw badRequest('PAN_UID_REQUIRED', PAN_MSG.uidRequired, 'uid');
      await repo.bindUid(db, { userId: scope.ownerId, taskPlatformId: platformId, uid: body.uid, createdAt: now });
      bound = await repo.uidOf(db, scope, platformId);
      if (!bound) throw conflict('PAN_UID_TAKEN', PAN_MSG.uidTaken, 'uid');
    }
    const shareLink = found.resource.linkTemplate.replaceAll('{uid}', encodeURIComponent(bound.uid));
    await repo.insertPromotion(db, {
      userId: scope.ownerId,
      resourceId: found.resource.id,
      taskPlatformId: platformId,
      shareLink,
      createdAt: now,
    });
    const created = await repo.promotionOf(db, scope, found.resource.id);
    if (!created) throw new Error(`pan promotion of resource ${found.resource.id} for user ${scope.ownerId} not written`);
    return presentPromotion(created);
  },

  promotions({ db }: Store, actor: PromoterActor, q: PageQuery) {
    const scope = scopeOf(actor, 'read', 'panPromotion');
    return paged(q, (limit, offset) => repo.promotions(db, scope, limit, offset), presentPromotion);
  },

  async uid({ db }: Store, actor: PromoterActor, taskPlatformId: number) {
    const scope = scopeOf(actor, 'read', 'panPromotion');
    const platform = await repo.drivePlatform(db, taskPlatformId);
    if (!platform) throw new AppError(404, 'NOT_FOUND', PAN_MSG.platformNotFound, 'taskPlatformId');
    const bound = await repo.uidOf(db, scope, platform.id);
    return {
      taskPlatformId: platform.id,
      taskPlatformName: platform.name,
      uid: bound?.uid ?? null,
      boundAt: bound ? isoOperator(bound.createdAt) : null,
      steps: uidSteps(platform.name),
    };
  },

  async links({ db }: Store, actor: PromoterActor, q: PageQuery & { promotionId?: number }) {
    const scope = scopeOf(actor, 'read', 'panPromotion');
    if (q.promotionId) await ownPromotion(db, actor, q.promotionId, 'read', 'promotionId');
    return paged(q, (limit, offset) => repo.links(db, scope, q, limit, offset), presentLink);
  },

  /**
   * Back-fills where a promotion was posted, on one of the caller's bound media accounts, under the
   * works back-fill's rules (its host allow-list, the author check and "the same link" through
   * `backfillLink` and `normalizeLink`, one back-fill of a link per promotion) and its review: where the
   * platform cannot be read we cannot tell that the account published the post, so it waits for the
   * operator (domain.md, squatting) and credits the promoter by link only once accepted.
   */
  async fill(
    { db, clock, workAuthorLookup }: Store & Pick<Deps, 'workAuthorLookup'>,
    actor: PromoterActor,
    input: { promotionId: number; platformAccountId: number; url: string },
  ) {
    const promotion = await ownPromotion(db, actor, input.promotionId, 'backfill', 'promotionId');
    const account = await ownBoundAccount(db, actor, input.platformAccountId, 'backfill', 'platformAccountId');
    const link = await backfillLink(workAuthorLookup, account, input.url);
    let id: number;
    try {
      id = (
        await repo.insertLink(db, {
          promotionId: promotion.promotion.id,
          userId: promotion.promotion.userId,
          platformAccountId: account.id,
          platform: account.platform,
          url: link,
          normalizedUrl: normalizeLink(link),
          state: ALIAS_LINK_STATE.pending.value,
          createdAt: clock.now(),
        })
      ).id;
    } catch (err) {
      if (uniqueViolation(err) === 'pan_links_promotion_url_uq') throw conflict('LINK_ALREADY_FILLED', LINK_MSG.duplicate, 'url');
      throw err;
    }
    const row = await repo.link(db, id);
    if (!row) throw new Error(`pan link ${id} not readable after insert`);
    return presentLink(row);
  },
};
