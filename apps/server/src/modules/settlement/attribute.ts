import { ALIAS_LINK_STATE, PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { forBulkStatements } from './bulk-statements';
import { shareSql } from './price-rule';

/** Which keys tie a row to a promoter, in order, by the platform's promotion type. */
export function keysFor(promotionType: number): ('alias' | 'uid' | 'link')[] {
  if (promotionType === PROMOTION_TYPE.mount.value) return ['uid', 'link'];
  if (promotionType === PROMOTION_TYPE.starTask.value) return ['link', 'uid'];
  if (promotionType === PROMOTION_TYPE.cloudDrive.value) return ['uid', 'link'];
  return ['alias', 'uid', 'link'];
}

/** The report's day as instants in the operator's zone (`app.tz`, set by forAttribution): [start, next day's start). */
const dayStart = (day: SQL) => sql`(${day}::timestamp at time zone current_setting('app.tz'))`;
const dayEnd = (day: SQL) => sql`((${day} + 1)::timestamp at time zone current_setting('app.tz'))`;

/**
 * A promoter who can no longer be credited: disabled or deleted (the operator decides in the queue). Its alias is
 * its own (`gone`): `u` would hide the drive's `pan_uids u` that the UID key's `userId` names.
 */
const promoterGone = (userId: SQL) =>
  sql`exists (select 1 from users gone where gone.id = ${userId} and (gone.disabled_at is not null or gone.deleted_at is not null))`;

/** The transaction's settings for attributing rows: the operator's zone for the day rules, and forBulkStatements. */
export async function forAttribution(db: DbOrTx, timeZone: string) {
  await db.execute(sql`select set_config('app.tz', ${timeZone}, true)`);
  await forBulkStatements(db);
}

/**
 * The alias key of a row's `alias` on its `day`, as a lateral subquery of at most one row (`matched`, `user_id`,
 * `work_id`, `gone`): a keyword alias of this platform (case-insensitive, NFKC as stored) that was live on the
 * row's day (activated by its end, not expired or deleted before its start), the latest activated. The staging
 * statement of the standard template (parse-sql.ts) probes it once per distinct alias and day of the file,
 * attributeRows once per open row (`works_aliases_match_idx`, read backwards).
 */
export function aliasMatch(taskPlatformId: number, alias: SQL, day: SQL): SQL {
  return sql`select a.alias as matched, a.user_id, a.work_id, ${promoterGone(sql`a.user_id`)} as gone
    from works_aliases a
    where a.task_platform_id = ${taskPlatformId} and lower(a.alias) = lower(${alias})
      and a.activated_at < ${dayEnd(day)}
      and (a.expired_at is null or a.expired_at >= ${dayStart(day)})
      and (a.deleted_at is null or a.deleted_at >= ${dayStart(day)})
    order by a.activated_at desc, a.id desc limit 1`;
}

/**
 * The platform's price version in force at the start of a row's `day` (the latest effective by then; the higher
 * version wins a tie), as a lateral subquery (`id`, `share_bps`, `unit_price_fen`): per matched row in attributeRows'
 * keys, once per distinct alias and day in the staging statement (parse-sql.ts).
 */
export function priceOfDay(taskPlatformId: number, day: SQL): SQL {
  return sql`select p.id, p.share_bps, p.unit_price_fen from task_platform_prices p
    where p.task_platform_id = ${taskPlatformId} and p.effective_from <= ${dayStart(day)}
    order by p.effective_from desc, p.version desc limit 1`;
}

/**
 * What a key's match makes of a row, column by column, for the staged row `r` (line_no, row_date and the figures
 * amountSql reads), the match `m` (`matched`, `user_id`, `work_id`, `gone`; all null when nothing matched) and the
 * price `v` (priceOfDay): a promoter who is gone leaves the row unmatched with reason `promoter_disabled` (the key
 * and what matched kept, so no later key takes it); a row no price applies to (before the platform's first version,
 * or a version without this rule's figure) becomes an error the operator sees rather than a guess; otherwise the
 * row is the promoter's, priced. `found` says whether `m` holds a match (the staging statement adds that the row
 * has no error). The staging statement selects these, attributeRows' keys set them.
 */
export function matchOutcome(key: 'alias' | 'uid' | 'link', settlementType: number, found = sql`m.user_id is not null`) {
  const live = sql`(${found} and not m.gone)`;
  const amount = amountSql(settlementType);
  const credited = sql`(${live} and ${amount} is not null)`;
  const kept = sql`(${found} and (m.gone or ${amount} is not null))`;
  return {
    matched_by: sql`case when ${kept} then ${key} end`,
    matched: sql`case when ${kept} then m.matched end`,
    user_id: sql`case when ${credited} then m.user_id end`,
    work_id: sql`case when ${credited} then m.work_id end`,
    price_id: sql`case when ${live} then v.id end`,
    amount: sql`case when ${credited} then ${amount} end`,
    unmatched_reason: sql`case when ${found} and m.gone then 'promoter_disabled' end`,
    error: sql`case when ${live} and ${amount} is null
      then '第 ' || r.line_no || ' 行 date：任务平台在 ' || to_char(r.row_date, 'YYYY-MM-DD') || ' 没有生效的价格' end`,
  };
}

/** matchOutcome as the SET list of an UPDATE of `settlement_import_rows r`. */
function setOutcome(key: 'alias' | 'uid' | 'link', settlementType: number): SQL {
  return sql.join(
    Object.entries(matchOutcome(key, settlementType)).map(([column, value]) => sql`${sql.raw(column)} = ${value}`),
    sql`, `,
  );
}

/**
 * The platform whose first key is the alias has its rows matched by alias in the staging statement of the standard
 * template on PostgreSQL (parse-sql.ts), so a matched row is written once; null for the others.
 */
export function aliasAtStaging(imp: {
  taskPlatformId: number;
  promotionType: number;
  settlementType: number;
}): { taskPlatformId: number; settlementType: number } | null {
  return keysFor(imp.promotionType)[0] === 'alias'
    ? { taskPlatformId: imp.taskPlatformId, settlementType: imp.settlementType }
    : null;
}

/**
 * A cloud-drive platform's keys read the drive tables: the UID is the promoter's drive UID (`pan_uids`,
 * bound by the row's day's end, case-insensitive as its unique index), the link a post back-filled for
 * one of the platform's promotions that the operator accepted (`pan_links`, normalised like every back-fill).
 */
async function attributeDrive(tx: Tx, imp: Imp, key: 'uid' | 'link', open: (alias: string) => SQL) {
  if (key === 'uid') {
    await matchBy(
      tx,
      imp,
      'uid',
      sql`select r2.line_no, r2.row_date, u.uid as matched, u.user_id, null::int as work_id, ${promoterGone(sql`u.user_id`)} as gone
        from settlement_import_rows r2
        join pan_uids u on u.task_platform_id = ${imp.taskPlatformId} and lower(u.uid) = lower(r2.uid)
          and u.created_at < ${dayEnd(sql`r2.row_date`)}
        where ${open('r2')} and r2.uid is not null`,
    );
    await tx.execute(sql`
      update settlement_import_rows r set unmatched_reason = 'uid_outside_binding'
      where ${open('r')} and r.uid is not null and exists (
        select 1 from pan_uids u where u.task_platform_id = ${imp.taskPlatformId} and lower(u.uid) = lower(r.uid))`);
    return;
  }
  await matchBy(
    tx,
    imp,
    'link',
    sql`select distinct on (r2.line_no) r2.line_no, r2.row_date, r2.link as matched, l.user_id, null::int as work_id,
        ${promoterGone(sql`l.user_id`)} as gone
      from settlement_import_rows r2
      join pan_links l on l.normalized_url = r2.link and l.state = ${ALIAS_LINK_STATE.effective.value}
      join pan_promotions p on p.id = l.promotion_id and p.task_platform_id = ${imp.taskPlatformId}
      where ${open('r2')} and r2.link is not null
      order by r2.line_no, l.id desc`,
  );
}

type Imp = { id: number; taskPlatformId: number; promotionType: number; settlementType: number };

/**
 * One key's statement: the rows `matches` ties (at most one per line_no, with matchOutcome's `m` columns and the
 * row's day) get matchOutcome, priced on their day.
 */
async function matchBy(tx: Tx, imp: Imp, key: 'alias' | 'uid' | 'link', matches: SQL) {
  await tx.execute(sql`
    update settlement_import_rows r set ${setOutcome(key, imp.settlementType)}
    from (${matches}) m
    left join lateral (${priceOfDay(imp.taskPlatformId, sql`m.row_date`)}) v on true
    where r.import_id = ${imp.id} and r.error is null and r.matched_by is null and r.line_no = m.line_no`);
}

/**
 * Attributes the staged rows of an import still open (no error, no key tied yet: the partial index
 * `settlement_import_rows_open_idx` holds them, so rows the staging statement already matched by alias are
 * never read again), set-based, one statement per key, in the platform's order (keysFor):
 * 1. alias: aliasMatch;
 * 2. UID: a media account holding that UID (lower case for Douyin and Kuaishou) whose binding — each
 *    platform_accounts row is one binding, from `created_at` to `unbound_at` — covers the row's day; a
 *    UID known only outside its binding windows is unmatched with reason `uid_outside_binding`;
 * 3. link: a back-filled link the operator accepted, of an alias of this platform, by normalised URL.
 * A cloud-drive platform reads its own tables for the UID and the link (`attributeDrive`).
 * Each key's statement writes matchOutcome: priced by the version of the row's day — a share rounded half away
 * from zero (`shareOf` of @tuike/contract/fee, the same formula) or a unit price times the count (`unitTimes`) —,
 * a disabled or deleted promoter leaving the row unmatched, a row without a price an error. What no key tied
 * is `no_match`.
 */
export async function attributeRows(tx: Tx, imp: Imp, timeZone: string) {
  await forAttribution(tx, timeZone);
  const open = (alias: string) =>
    sql.raw(`${alias}.import_id = ${Number(imp.id)} and ${alias}.error is null and ${alias}.matched_by is null`);
  for (const key of keysFor(imp.promotionType)) {
    if (imp.promotionType === PROMOTION_TYPE.cloudDrive.value) {
      if (key !== 'alias') await attributeDrive(tx, imp, key, open);
      continue;
    }
    if (key === 'alias')
      await matchBy(
        tx,
        imp,
        'alias',
        sql`select r2.line_no, r2.row_date, a.*
          from settlement_import_rows r2
          cross join lateral (${aliasMatch(imp.taskPlatformId, sql`r2.alias`, sql`r2.row_date`)}) a
          where ${open('r2')} and r2.alias is not null`,
      );
    if (key === 'uid') {
      await matchBy(
        tx,
        imp,
        'uid',
        sql`select distinct on (r2.line_no) r2.line_no, r2.row_date, p.uid as matched, p.user_id,
            (select w.id from works w where w.task_platform_id = ${imp.taskPlatformId} and w.title = r2.work_title order by w.id limit 1)
              as work_id,
            ${promoterGone(sql`p.user_id`)} as gone
          from settlement_import_rows r2
          join platform_accounts p on (case when p.platform in (1, 2) then lower(p.uid) else p.uid end)
            = (case when p.platform in (1, 2) then lower(r2.uid) else r2.uid end)
            and p.created_at < ${dayEnd(sql`r2.row_date`)}
            and (p.unbound_at is null or p.unbound_at >= ${dayStart(sql`r2.row_date`)})
          where ${open('r2')} and r2.uid is not null
          order by r2.line_no, p.created_at desc`,
      );
      await tx.execute(sql`
        update settlement_import_rows r set unmatched_reason = 'uid_outside_binding'
        where ${open('r')} and r.uid is not null and exists (
          select 1 from platform_accounts p
          where (case when p.platform in (1, 2) then lower(p.uid) else p.uid end)
            = (case when p.platform in (1, 2) then lower(r.uid) else r.uid end))`);
    }
    if (key === 'link')
      await matchBy(
        tx,
        imp,
        'link',
        sql`select distinct on (r2.line_no) r2.line_no, r2.row_date, r2.link as matched, a.user_id, a.work_id,
            ${promoterGone(sql`a.user_id`)} as gone
          from settlement_import_rows r2
          join works_alias_links l on l.normalized_url = r2.link and l.state = 2
          join works_aliases a on a.id = l.alias_id and a.task_platform_id = ${imp.taskPlatformId}
          where ${open('r2')} and r2.link is not null
          order by r2.line_no, l.id desc`,
      );
  }
  await tx.execute(
    sql`update settlement_import_rows r set unmatched_reason = 'no_match' where ${open('r')} and r.unmatched_reason is null`,
  );
}

/**
 * The promoter's amount of a staged row `r` under a price version `v`, in SQL: price-rule.ts's amountOf
 * (shareOf, unitTimes) for a whole import at once; price-rule.test.ts runs both on the same rows.
 */
export function amountSql(settlementType: number) {
  if (settlementType === SETTLEMENT_TYPE.cpa.value) return sql.raw('coalesce(r.new_users, 0)::bigint * v.unit_price_fen');
  if (settlementType === SETTLEMENT_TYPE.perTask.value) return sql.raw('coalesce(r.orders, 1)::bigint * v.unit_price_fen');
  return shareSql(sql.raw('r.upstream_amount'), sql.raw('v.share_bps'));
}
