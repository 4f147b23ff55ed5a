import { aliasRuleViolation, normalizeAlias } from '@tuike/contract/alias-rule';
import { ALIAS_STATE, type WorkType } from '@tuike/contract/enums';
import type { PageQuery } from '@tuike/contract/envelope';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type Actor, authorize, authorizeNamed, type PromoterActor, promoter, scopeOf } from '../../lib/authorize';
import { DAY } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { readSetting } from '../app-config';
import { aliasRuleOf } from '../task-platforms';
import { hashToken, ownSessionList, ownSessionPage } from '../session';
import { applyRefusal, liveLimitMessage } from './apply-rule';
import { presentAlias } from './presenter';
import { type AliasFilter, aliasesRepository as repo } from './repository';

/** What the functions below need: the app's deps, or the seed's transaction and moment. */
export type Store = Pick<Deps, 'clock'> & { db: DbOrTx };

export const ALIAS_MSG = {
  notFound: '关键词不存在或已删除',
  workNotFound: '作品不存在或已下架',
  taken: '该关键词已被占用，换一个试试',
  hasIncome: '该关键词已产生收益，不能删除',
  limit: liveLimitMessage,
} as const;

/** An alias id from the request that must be the caller's: someone else's reads as missing. */
export async function ownAlias(db: DbOrTx, actor: Actor, id: number, action: 'read' | 'delete' | 'backfill', field?: string) {
  const missing = new AppError(404, 'NOT_FOUND', ALIAS_MSG.notFound, field);
  const row = await repo.find(db, id);
  if (!row) throw missing;
  authorizeNamed(actor, action, { kind: 'alias', ownerId: row.userId }, missing);
  return row;
}

/** A published work and the alias rule of its task platform. */
export async function workAndRule(db: DbOrTx, workId: number) {
  const found = await repo.workWithPlatform(db, workId);
  if (!found) throw new AppError(404, 'NOT_FOUND', ALIAS_MSG.workNotFound, 'workId');
  return { ...found, rule: aliasRuleOf(found.platform) };
}

/** The columns an alias gets when it becomes active: from now on the back-fill window runs. */
export const activation = (now: Date, windowDays: number) => ({
  state: ALIAS_STATE.active.value,
  reviewedAt: now,
  activatedAt: now,
  backfillDeadline: new Date(now.getTime() + windowDays * DAY),
});

async function viewOf(db: DbOrTx, id: number) {
  const view = await repo.view(db, id);
  if (!view) throw notFound(ALIAS_MSG.notFound);
  return presentAlias(view);
}

export const aliasesService = {
  /**
   * Every state, with how many of the token's user's aliases are in it (zero included): the session check
   * and the counts in one statement, plus the session's once-a-minute touch; null when the token is not
   * live (the route answers 401).
   */
  async stateList({ db, clock }: Store, token: string, workType?: WorkType) {
    const now = clock.now();
    const found = await ownSessionList(db, now, await repo.stateCountsInSession(db, hashToken(token), now, workType));
    if (!found) return null;
    const { session, items: counts } = found;
    authorize(promoter(session.userId), 'read', { kind: 'alias', ownerId: session.userId });
    const data = Object.values(ALIAS_STATE).map((s) => ({
      value: s.value,
      label: s.label,
      count: counts.find((c) => c.state === s.value)?.count ?? 0,
    }));
    return { session, data };
  },

  /**
   * One query for the session check and the page (list in the repository), plus the session's
   * once-a-minute touch; null when the token is not live (the route answers 401).
   */
  list({ db, clock }: Store, token: string, q: PageQuery & AliasFilter) {
    const now = clock.now();
    return ownSessionPage(
      db,
      now,
      q,
      (limit, offset) => repo.list(db, hashToken(token), now, q, limit, offset),
      (view, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'alias', ownerId: view.alias.userId });
        return presentAlias(view);
      },
    );
  },

  /**
   * Applies for an alias under the work's platform rule, in its normalised form. The word is unique per platform among live
   * aliases (the partial unique index decides between simultaneous claims), and the promoter's live
   * aliases stay within the operator's limit: their users row is locked while counting and inserting,
   * so parallel claims of one promoter are counted one after another.
   */
  async create({ db, clock }: Store, actor: PromoterActor, input: { workId: number; alias: string }) {
    const { ownerId: userId } = scopeOf(actor, 'apply', 'alias');
    const { work, platform, rule } = await workAndRule(db, input.workId);
    const violation = aliasRuleViolation(rule, input.alias);
    if (violation) throw badRequest(violation.errorCode, violation.msg, 'alias');
    // Stored normalised, so the unique index compares the word a look-alike spelling imitates.
    const alias = normalizeAlias(input.alias);
    const { maxLiveAliases, backfillWindowDays } = await readSetting(db, 'promotion');
    const now = clock.now();
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const refusal = applyRefusal(await repo.countLive(tx, userId), maxLiveAliases);
        if (refusal) throw conflict('ALIAS_LIMIT_REACHED', refusal);
        const row = await repo.insert(tx, {
          userId,
          workId: work.id,
          taskPlatformId: platform.id,
          alias,
          createdAt: now,
          ...(rule.reviewMode === 'auto' ? activation(now, backfillWindowDays) : { state: ALIAS_STATE.reviewing.value }),
        });
        return row.id;
      });
    } catch (err) {
      if (uniqueViolation(err) === 'works_aliases_live_uq') throw conflict('ALIAS_TAKEN', ALIAS_MSG.taken, 'alias');
      throw err;
    }
    return viewOf(db, id);
  },

  /** Soft delete frees the word; refused once income is attributed to the alias. */
  async remove({ db, clock }: Store, actor: PromoterActor, id: number) {
    const alias = await ownAlias(db, actor, id, 'delete');
    if (alias.income > 0) throw conflict('ALIAS_HAS_INCOME', ALIAS_MSG.hasIncome);
    if (!(await repo.softDelete(db, id, clock.now()))) throw notFound(ALIAS_MSG.notFound);
    return null;
  },

  /** Reported days, newest first, each split by alias, with the totals over every day. */
  async dailyStats({ db }: Store, actor: PromoterActor, q: PageQuery & { aliasId?: number }) {
    const scope = scopeOf(actor, 'read', 'alias');
    if (q.aliasId) await ownAlias(db, actor, q.aliasId, 'read', 'aliasId');
    const page = await paged(
      q,
      (limit, offset) => repo.days(db, scope, q.aliasId, limit, offset),
      (d) => d,
    );
    const rows = page.records.length
      ? await repo.dayRows(
          db,
          scope,
          q.aliasId,
          page.records.map((d) => d.date),
        )
      : [];
    const totals = await repo.statTotals(db, scope, q.aliasId);
    return {
      records: page.records.map((d) => ({
        ...d,
        aliases: rows
          .filter((r) => r.date === d.date)
          .map((r) => ({ aliasId: r.aliasId, alias: r.alias, newUsers: r.newUsers, income: r.income })),
      })),
      hasNextPages: page.hasNextPages,
      totalNewUsers: totals.newUsers,
      totalIncome: totals.income,
    };
  },
};
