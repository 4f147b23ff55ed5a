import { firstLink, MEDIA_LINK_HOSTS, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import { ALIAS_LINK_STATE, ALIAS_STATE, type AliasState } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import { authorize, promoter, type PromoterActor } from '../../lib/authorize';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import type { Deps, WorkAuthorLookup } from '../../deps';
import { ownBoundAccount, platformLabel } from '../platform-accounts';
import { authorIsOther, notAuthorMessage } from '../watermark';
import { hashToken, ownSessionPage } from '../session';
import { type LinkFilter, linksRepository as links } from './links-repository';
import { presentLink } from './presenter';
import { aliasesRepository as repo } from './repository';
import { ALIAS_MSG, ownAlias, type Store } from './service';

export const LINK_MSG = {
  notFound: '回填记录不存在',
  duplicate: '该链接已回填过，请勿重复提交',
  notActive: {
    [ALIAS_STATE.reviewing.value]: '关键词审核中，通过后才能回填',
    [ALIAS_STATE.active.value]: '关键词已过回填期限，不能回填',
    [ALIAS_STATE.rejected.value]: '关键词审核不通过，不能回填',
    [ALIAS_STATE.expired.value]: '关键词已失效，不能回填',
  } satisfies Record<AliasState, string>,
} as const;

/** What "the same link" means: host lower-cased, no query, fragment or trailing slash, either scheme. */
export function normalizeLink(link: string): string {
  const url = new URL(link);
  return `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The link in `text` when it is one of the account's platform; otherwise why not, naming the platform.
 * Every back-fill (works aliases, cloud-drive promotions) keeps to this one host allow-list.
 */
function checkLink(text: string, platform: 1 | 2 | 3): { link: string } | { problem: string } {
  const name = platformLabel(platform);
  const link = firstLink(text);
  const linkPlatform = link ? mediaPlatformOfLink(link) : null;
  if (link && linkPlatform === platform) return { link };
  if (linkPlatform) return { problem: `这是${platformLabel(linkPlatform)}链接，请填写${name}作品链接` };
  return { problem: `请填写${name}作品链接（${MEDIA_LINK_HOSTS[platform].join('、')}）` };
}

/**
 * The work link a back-fill (works aliases, cloud-drive promotions) takes from `text` for the bound
 * `account`: on the account's platform (400 on `url` naming it otherwise), and not a work the platform
 * shows under another author (400 BACKFILL_NOT_AUTHOR) — a promoter cannot claim someone else's video.
 * When the platform cannot be read the link still goes to the operator's review, as before.
 */
export async function backfillLink(
  lookup: WorkAuthorLookup,
  account: { platform: 1 | 2 | 3; uid: string },
  text: string,
): Promise<string> {
  const checked = checkLink(text, account.platform);
  if ('problem' in checked) throw badRequest('VALIDATION_FAILED', checked.problem, 'url');
  if (await authorIsOther(lookup, account.platform, account.uid, checked.link))
    throw badRequest('BACKFILL_NOT_AUTHOR', notAuthorMessage(account.uid), 'url');
  return checked.link;
}

export const aliasLinksService = {
  /**
   * The session check and the page in one statement (listInSession in the links repository), plus the
   * session's once-a-minute touch; null when the token is not live (the route answers 401). An alias
   * filter naming an alias that is not the caller's answers as a missing one.
   */
  async list({ db, clock }: Store, token: string, q: PageQuery & LinkFilter) {
    const now = clock.now();
    let aliasOwned = true;
    const found = await ownSessionPage(
      db,
      now,
      q,
      async (limit, offset) => {
        const rows = await links.listInSession(db, hashToken(token), now, q, limit, offset);
        aliasOwned = rows[0]?.aliasOwned ?? true;
        return rows;
      },
      (view, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'alias', ownerId: view.link.userId });
        return presentLink(view);
      },
    );
    if (found && !aliasOwned) throw new AppError(404, 'NOT_FOUND', ALIAS_MSG.notFound, 'aliasId');
    return found;
  },

  /**
   * Back-fills a published link for an active alias, on one of the caller's bound accounts. Every
   * back-fill waits for review: we cannot tell here whether the account really published the video
   * (domain.md: an author we cannot match goes to manual review). The first one stops the deadline.
   */
  async fill(
    { db, clock, workAuthorLookup }: Store & Pick<Deps, 'workAuthorLookup'>,
    actor: PromoterActor,
    input: { aliasId: number; platformAccountId: number; url: string },
  ) {
    const now = clock.now();
    const alias = await ownAlias(db, actor, input.aliasId, 'backfill', 'aliasId');
    const overdue =
      alias.state === ALIAS_STATE.active.value &&
      !alias.backfilledAt &&
      (alias.backfillDeadline?.getTime() ?? 0) <= now.getTime();
    if (alias.state !== ALIAS_STATE.active.value || overdue)
      throw conflict('ALIAS_NOT_ACTIVE', LINK_MSG.notActive[alias.state], 'aliasId');
    const account = await ownBoundAccount(db, actor, input.platformAccountId, 'backfill', 'platformAccountId');
    const link = await backfillLink(workAuthorLookup, account, input.url);
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        // Expired by the job (or past the deadline) since it was read above.
        if (!(await repo.markBackfilled(tx, alias.id, now)))
          throw conflict('ALIAS_NOT_ACTIVE', LINK_MSG.notActive[ALIAS_STATE.expired.value], 'aliasId');
        const row = await links.insert(tx, {
          aliasId: alias.id,
          userId: alias.userId,
          platformAccountId: account.id,
          platform: account.platform,
          url: link,
          normalizedUrl: normalizeLink(link),
          state: ALIAS_LINK_STATE.pending.value,
          createdAt: now,
        });
        return row.id;
      });
    } catch (err) {
      if (uniqueViolation(err) === 'works_alias_links_alias_url_uq')
        throw conflict('LINK_ALREADY_FILLED', LINK_MSG.duplicate, 'url');
      throw err;
    }
    const view = await links.view(db, id);
    if (!view) throw notFound(LINK_MSG.notFound);
    return presentLink(view);
  },
};
