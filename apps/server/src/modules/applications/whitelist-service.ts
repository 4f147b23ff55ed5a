import { WHITELIST_STATE, whitelistStateItems } from '@tuike/contract/application-states';
import { firstLink, MEDIA_LINK_HOSTS, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import type { MediaPlatform } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { WhitelistAddRequest, WhitelistDecideRequest } from '@tuike/contract/recheck';
import type { Deps } from '../../deps';
import { type OperatorActor, ownerScope, type PromoterActor, scopeOf } from '../../lib/authorize';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Store } from './store';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { decideEach } from '../../lib/review-queue';
import { recordAudit } from '../audit';
import { ownBoundAccount, platformLabel } from '../platform-accounts';
import { authorIsOther, notAuthorMessage } from '../watermark';
import { waitingApplication } from './application-decision';
import { presentWhitelist, presentWhitelistQueue } from './presenter';
import { type WhitelistFilter, whitelistRepository as repo } from './whitelist-repository';

export const WHITELIST_MSG = {
  pending: '该账号的加白申请正在审核中，请等待结果',
  approved: '该账号已加白，无需重复申请',
  notFound: '加白申请不存在',
  decided: (state: string) => `该加白申请已被处理（当前：${state}），请刷新后查看`,
} as const;

/** The work link in `text` when it is on the account's platform; otherwise a 400 naming the platform. */
function workLinkOf(text: string, platform: MediaPlatform): string {
  const name = platformLabel(platform);
  const link = firstLink(text);
  const linkPlatform = link ? mediaPlatformOfLink(link) : null;
  if (link && linkPlatform === platform) return link;
  const msg = linkPlatform
    ? `这是${platformLabel(linkPlatform)}链接，请填写${name}作品链接`
    : `请填写${name}作品链接（${MEDIA_LINK_HOSTS[platform].join('、')}）`;
  throw badRequest('VALIDATION_FAILED', msg, 'workUrl');
}

const liveConflict = (state: number) =>
  conflict(
    'WHITELIST_OPEN',
    state === WHITELIST_STATE.approved.value ? WHITELIST_MSG.approved : WHITELIST_MSG.pending,
    'accountId',
  );

export const whitelistService = {
  page({ db }: Pick<Store, 'db'>, actor: PromoterActor, q: PageQuery & WhitelistFilter) {
    const scope = scopeOf(actor, 'read', 'application');
    return paged(q, (limit, offset) => repo.page(db, scope, { ...q, sort: 'newest' }, limit, offset), presentWhitelist);
  },

  /**
   * Files a whitelist application for one of the caller's bound accounts with a link to one of its
   * works. One live (pending or approved) application per account, held by the partial unique index,
   * so of parallel requests exactly one is filed. When the work's author can be read and is not the
   * account, the application is refused before it reaches the operator.
   */
  async add(deps: Store & Pick<Deps, 'workAuthorLookup'>, actor: PromoterActor, body: WhitelistAddRequest) {
    const { db } = deps;
    const scope = scopeOf(actor, 'apply', 'application');
    const account = await ownBoundAccount(db, actor, body.accountId, 'read', 'accountId');
    const link = workLinkOf(body.workUrl, account.platform);
    const live = await repo.liveOf(db, account.id);
    if (live) throw liveConflict(live.state);
    if (await authorIsOther(deps.workAuthorLookup, account.platform, account.uid, link))
      throw badRequest('WHITELIST_NOT_AUTHOR', notAuthorMessage(account.uid), 'workUrl');
    let id: number;
    try {
      const row = await repo.insert(db, {
        userId: scope.ownerId,
        platformAccountId: account.id,
        platform: account.platform,
        workUrl: link,
        state: WHITELIST_STATE.pending.value,
        createdAt: deps.clock.now(),
      });
      id = row.id;
    } catch (err) {
      if (uniqueViolation(err) !== 'whitelist_applications_live_uq') throw err;
      throw liveConflict((await repo.liveOf(db, account.id))?.state ?? WHITELIST_STATE.pending.value);
    }
    const view = await repo.view(db, id);
    if (!view) throw notFound(WHITELIST_MSG.notFound);
    return presentWhitelist(view);
  },

  queue({ db }: Pick<Store, 'db'>, actor: OperatorActor, q: PageQuery & WhitelistFilter) {
    const scope = ownerScope(actor, 'read', 'application');
    return paged(q, (limit, offset) => repo.page(db, scope, q, limit, offset), presentWhitelistQueue);
  },

  /** Applications waiting for the operator, for the console's badge (the counts call authorizes). */
  waiting: ({ db }: Pick<Store, 'db'>) => repo.waiting(db),

  async decide(deps: Store, actor: OperatorActor, body: WhitelistDecideRequest) {
    return { results: await decideEach(body.ids, (id) => decideWhitelist(deps, actor, id, body)) };
  },
};

/** The operator decides one application, in a transaction of its own under its row lock, with its audit row. */
async function decideWhitelist({ db, clock }: Store, actor: OperatorActor, id: number, body: WhitelistDecideRequest) {
  await db.transaction(async (tx) => {
    const row = waitingApplication(
      actor,
      await repo.lock(tx, id),
      WHITELIST_STATE.pending.value,
      whitelistStateItems,
      WHITELIST_MSG,
    );
    const now = clock.now();
    const approve = body.decision === 'approve';
    const set = {
      state: approve ? WHITELIST_STATE.approved.value : WHITELIST_STATE.rejected.value,
      reasonCode: approve ? null : (body.reasonCode ?? 'other'),
      reason: approve ? null : body.reason || null,
      reviewedAt: now,
      reviewedBy: actor.operatorId,
    };
    await repo.decide(tx, id, set);
    await recordAudit(
      tx,
      actor,
      {
        action: approve ? 'whitelist.approve' : 'whitelist.reject',
        targetType: 'whitelist_applications',
        targetId: id,
        before: { userId: row.userId, accountId: row.platformAccountId, workUrl: row.workUrl, state: row.state },
        after: { state: set.state, reasonCode: set.reasonCode, reason: set.reason },
      },
      now,
    );
  });
}
