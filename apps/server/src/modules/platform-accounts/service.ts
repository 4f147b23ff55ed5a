import { labelOf, MEDIA_PLATFORM, type MediaPlatform, mediaPlatformItems } from '@tuike/contract/enums';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize, authorizeNamed, promoter, type PromoterActor, scopeOf } from '../../lib/authorize';
import { AppError, conflict, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { readSetting } from '../app-config';
import { hashToken, ownSessionList } from '../session';
import { presentMediaAccount } from './presenter';
import { platformAccountsRepository as repo, type PlatformAccountRow } from './repository';

/** What the functions below need: the app's deps, or the seed's transaction and moment. */
export type Store = Pick<Deps, 'clock'> & { db: DbOrTx };

export const ACCOUNT_MSG = {
  notFound: '推广账号不存在或已解绑',
  limit: (label: string, max: number) => `${label}最多绑定 ${max} 个账号，请先解绑不用的账号`,
  takenByOther: '该 UID 已被其他用户绑定，如有疑问请联系客服',
  takenByMe: '你已绑定过该 UID',
} as const;

/**
 * One of the caller's bound accounts, or NOT_FOUND: an unbound account and another promoter's read
 * exactly the same (message included), so ids cannot be probed. `field` names the request field.
 */
export async function ownBoundAccount(
  db: DbOrTx,
  actor: Actor,
  id: number,
  action: 'read' | 'unbind' | 'backfill',
  field?: string,
): Promise<PlatformAccountRow> {
  const missing = new AppError(404, 'NOT_FOUND', ACCOUNT_MSG.notFound, field);
  const row = await repo.findBound(db, id);
  if (!row) throw missing;
  authorizeNamed(actor, action, { kind: 'mediaAccount', ownerId: row.userId }, missing);
  return row;
}

async function takenError(db: DbOrTx, userId: number, platform: MediaPlatform, uid: string) {
  const holder = await repo.holderOf(db, platform, uid);
  return conflict('MEDIA_ACCOUNT_TAKEN', holder === userId ? ACCOUNT_MSG.takenByMe : ACCOUNT_MSG.takenByOther, 'uid');
}

export const platformAccountsService = {
  /**
   * Every media platform, each with the token's user's bound accounts (possibly none): the session check
   * and the accounts in one statement, plus the session's once-a-minute touch; null when the token is not
   * live (the route answers 401).
   */
  async listByPlatform({ db, clock }: Store, token: string) {
    const now = clock.now();
    const found = await ownSessionList(db, now, await repo.listBoundInSession(db, hashToken(token), now));
    if (!found) return null;
    const { session, items } = found;
    // The actor is the token's user, the owner each row read: the join makes them one, the check keeps it so.
    for (const row of items) authorize(promoter(session.userId), 'read', { kind: 'mediaAccount', ownerId: row.userId });
    const data = Object.values(MEDIA_PLATFORM).map((p) => ({
      platform: p.value,
      label: p.label,
      accounts: items.filter((r) => r.platform === p.value).map(presentMediaAccount),
    }));
    return { session, data };
  },

  /**
   * A UID belongs to one promoter at a time, compared as the platform compares it (Douyin and Kuaishou
   * in any case). The partial unique index decides, so of two parallel binds exactly one wins; the
   * check before it only spares the common case a failed insert. The promoter's accounts on a platform
   * stay within the operator's cap: their users row is locked while counting and inserting, so
   * parallel binds of one promoter are counted one after another.
   */
  async add({ db, clock }: Store, actor: PromoterActor, input: { platform: MediaPlatform; uid: string; nickname: string }) {
    const { ownerId: userId } = scopeOf(actor, 'bind', 'mediaAccount');
    if ((await repo.holderOf(db, input.platform, input.uid)) !== null)
      throw await takenError(db, userId, input.platform, input.uid);
    const { maxMediaAccountsPerPlatform: max } = await readSetting(db, 'promotion');
    try {
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if ((await repo.countBound(tx, userId, input.platform)) >= max)
          throw conflict('MEDIA_ACCOUNT_LIMIT', ACCOUNT_MSG.limit(labelOf(mediaPlatformItems, input.platform), max), 'platform');
        return repo.insert(tx, { userId, ...input, createdAt: clock.now() });
      });
      return presentMediaAccount(row);
    } catch (err) {
      if (uniqueViolation(err) === 'platform_accounts_bound_uid_uq')
        throw await takenError(db, userId, input.platform, input.uid);
      throw err;
    }
  },

  /** Unbinds: the row stays, so earlier back-fills keep their account, and the UID is free again. */
  async remove({ db, clock }: Store, actor: PromoterActor, id: number) {
    await ownBoundAccount(db, actor, id, 'unbind');
    if (!(await repo.unbind(db, id, clock.now()))) throw notFound(ACCOUNT_MSG.notFound);
    return null;
  },
};
