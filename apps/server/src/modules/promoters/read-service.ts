import type { z } from 'zod';
import type { ZPromoterPageQuery } from '@tuike/contract/admin-promoters';
import type { PageQuery } from '@tuike/contract/envelope';
import { INT32_MAX } from '@tuike/contract/fields';
import { roleHas } from '@tuike/contract/operator-grants';
import type { IncomeStatus } from '@tuike/contract/money-status';
import type { PromoterStatus } from '@tuike/contract/promoter-values';
import type { Deps } from '../../deps';
import { authorize, type OperatorActor, ownerScope } from '../../lib/authorize';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { accountService } from '../account';
import { aliasOwnerReads } from '../aliases';
import { mediaAccountPage } from '../platform-accounts';
import { teamFiguresOf } from '../team';
import { walletOwnerReads } from '../wallet';
import { keywordGrams } from '../works';
import { type PhoneAccess, presentInvitee, presentPromoterDetail, presentPromoterRow } from './presenter';
import { NICKNAME_FEW, promotersRepository as repo } from './repository';

export const PROMOTER_MSG = { notFound: '推客不存在' } as const;

/**
 * How deep `page` may reach in the search (page × size rows): an offset is read and thrown away row by
 * row, and past a thousand rows an operator narrows the search rather than pages on (as the works list).
 */
export const SEARCH_ROWS_MAX = NICKNAME_FEW;

/** A mainland phone has 11 digits: a longer run of digits cannot begin one. */
const PHONE_DIGITS = 11;

/** Who sees phones whole: those who manage promoters (and call them); the others see them masked. */
const phoneAccess = (actor: OperatorActor): PhoneAccess => (roleHas(actor.role, 'promoters.manage') ? 'full' : 'masked');

/** Digits as typed, or with the spaces and dashes people put in phone numbers; null for other text. */
function digitsOf(keyword: string): string | null {
  const compact = keyword.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The promoter a tab is asked for, once the actor may read promoters at all; 404 when there is none. */
async function existing(deps: Deps, actor: OperatorActor, id: number) {
  authorize(actor, 'read', { kind: 'profile', ownerId: id });
  if (!(await repo.exists(deps.db, id))) throw notFound(PROMOTER_MSG.notFound);
  return id;
}

type SearchQuery = z.output<typeof ZPromoterPageQuery>;
type TabQuery = PageQuery & { id: number };

/**
 * A page of the promoters whose nickname contains `fragment`, newest first, by the plan that suits
 * how common it is: the planner cannot tell (it takes the grams' frequencies as independent, and the
 * pairs of one word never are), and its guess once sorted 40,000 matches for one page (1 s at a million
 * promoters). A bounded look through the grams index tells: a few matches are fetched and sorted, many
 * are found walking the newest first.
 */
async function nicknamePage(db: Deps['db'], fragment: string, status: PromoterStatus | undefined, limit: number, offset: number) {
  const few = await repo.nicknameIds(db, fragment, keywordGrams(fragment), status);
  if (few.length > NICKNAME_FEW) return repo.nicknameNewest(db, fragment, status, limit, offset);
  return few.length
    ? repo.byIds(
        db,
        few.map((r) => r.id),
        limit,
        offset,
      )
    : [];
}

export const promoterReads = {
  /**
   * Digits: the promoters they name exactly (id, promoter number, whole phone) first, then — for those
   * who see phones whole — phones beginning with them, in phone order. Finance matches a phone only in
   * full, so masked phones cannot be read back digit by digit through the prefix search. Other text: a
   * nickname fragment, newest first. Nothing: every promoter, newest first. Each can be narrowed to a status.
   */
  search({ db }: Deps, actor: OperatorActor, q: SearchQuery) {
    // Every promoter's rows for an operator whose role reads promoters; 403 otherwise.
    ownerScope(actor, 'read', 'profile');
    if (q.page * q.size > SEARCH_ROWS_MAX) {
      const last = Math.floor(SEARCH_ROWS_MAX / q.size);
      throw badRequest('PAGE_TOO_DEEP', `page：每页 ${q.size} 条时最多翻到第 ${last} 页，请缩小搜索范围`, 'page');
    }
    const access = phoneAccess(actor);
    const present = (row: Parameters<typeof presentPromoterRow>[0]) => presentPromoterRow(row, access);
    const keyword = q.keyword ?? '';
    if (!keyword) return paged(q, (limit, offset) => repo.newest(db, q.status, limit, offset), present);
    const digits = digitsOf(keyword);
    if (digits === null) return paged(q, (limit, offset) => nicknamePage(db, keyword, q.status, limit, offset), present);

    const keys = {
      id: digits.length <= 10 && Number(digits) >= 1 && Number(digits) <= INT32_MAX ? Number(digits) : null,
      promoterNo: digits,
      phone: digits.length === PHONE_DIGITS ? digits : null,
    };
    const prefixSearch = access === 'full' && digits.length <= PHONE_DIGITS;
    return paged(
      q,
      (limit, offset) =>
        prefixSearch
          ? repo.phoneSearch(db, digits, keys, q.status, limit, offset)
          : repo.exact(db, keys, q.status, limit, offset),
      present,
    );
  },

  async detail(deps: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'read', { kind: 'profile', ownerId: id });
    const row = await repo.detail(deps.db, id);
    if (!row) throw notFound(PROMOTER_MSG.notFound);
    const [realName, team] = await Promise.all([
      walletOwnerReads.realNameStatus(deps.db, actor, id),
      teamFiguresOf(deps, actor, id),
    ]);
    return presentPromoterDetail(row, phoneAccess(actor), realName, team);
  },

  // The detail page's tabs: each module reads its own rows, authorising the actor for that kind of row.

  mediaAccounts: async (deps: Deps, actor: OperatorActor, q: TabQuery) =>
    mediaAccountPage(deps.db, actor, q, await existing(deps, actor, q.id)),
  aliases: async (deps: Deps, actor: OperatorActor, q: TabQuery) =>
    aliasOwnerReads.aliasPage(deps.db, actor, q, await existing(deps, actor, q.id)),
  backfills: async (deps: Deps, actor: OperatorActor, q: TabQuery) =>
    aliasOwnerReads.linkPage(deps.db, actor, q, await existing(deps, actor, q.id)),
  income: async (deps: Deps, actor: OperatorActor, q: TabQuery & { status?: IncomeStatus | undefined }) =>
    accountService.incomePage(deps, actor, { ...q, dateType: 0 }, await existing(deps, actor, q.id)),
  ledger: async (deps: Deps, actor: OperatorActor, q: TabQuery) =>
    accountService.recordPage(deps, actor, q, await existing(deps, actor, q.id)),
  withdrawals: async (deps: Deps, actor: OperatorActor, q: TabQuery) =>
    walletOwnerReads.withdrawalPage(deps.db, actor, q, await existing(deps, actor, q.id)),

  async invitees(deps: Deps, actor: OperatorActor, q: TabQuery) {
    const inviterId = await existing(deps, actor, q.id);
    const access = phoneAccess(actor);
    return paged(
      q,
      (limit, offset) => repo.invitees(deps.db, inviterId, limit, offset),
      (row) => presentInvitee(row, access),
    );
  },
};
