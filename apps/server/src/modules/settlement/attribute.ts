import { ALIAS_LINK_STATE, PROMOTION_TYPE, SETTLEMENT_TYPE } from '@tuike/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { forBulkStatements } from './bulk-statements';
import { shareSql } from './price-rule';

/** Which keys tie a row to a promoter, in order, by the platform's promotion type. */
export function keysFor(promotionType: number): ('alias' | 'uid' | 'link')[] {
  if (promotionType === PROMOTION_TYPE.mount.value) return ['uid', 'link'];
  if (promotionType === PROMOTION_TYPE.starTask.value) return ['link', 'uid'];
  if (promotionType === PROMOTION_TYPE.cloudDrive.value) return ['uid', 'link'];
  return ['alias', 'uid', 'link'];
}

/**
 * A cloud-drive platform's keys read the drive tables: the UID is the promoter's drive UID (`pan_uids`,
 * bound by the row's day's end, case-insensitive as its unique index), the link a post back-filled for
 * one of the platform's promotions that the operator accepted (`pan_links`, normalised like every back-fill).
 */
async function attributeDrive(tx: Tx, imp: { id: number; taskPlatformId: number }, key: 'uid' | 'link', priced: SQL) {
  if (key === 'uid') {
    await tx.execute(sql`
      update settlement_import_rows r set matched_by = 'uid', matched = m.uid, user_id = m.user_id, ${priced}
      from (
        select r2.line_no, r2.row_date, u.uid, u.user_id
        from settlement_import_rows r2
        join pan_uids u on u.task_platform_id = ${imp.taskPlatformId} and lower(u.uid) = lower(r2.uid)
          and u.created_at < ${dayEnd('r2.row_date')}
        where r2.import_id = ${imp.id} and r2.error is null and r2.user_id is null and r2.uid is not null
      ) m
      left join import_prices v on v.row_date = m.row_date
      where r.import_id = ${imp.id} and r.error is null and r.user_id is null and r.line_no = m.line_no`);
    await tx.execute(sql`
      update settlement_import_rows r set unmatched_reason = 'uid_outside_binding'
      where r.import_id = ${imp.id} and r.error is null and r.user_id is null and r.uid is not null and exists (
        select 1 from pan_uids u where u.task_platform_id = ${imp.taskPlatformId} and lower(u.uid) = lower(r.uid))`);
    return;
  }
  await tx.execute(sql`
    update settlement_import_rows r set matched_by = 'link', matched = r.link, user_id = m.user_id, unmatched_reason = null, ${priced}
    from (
      select distinct on (r2.line_no) r2.line_no, r2.row_date, l.user_id
      from settlement_import_rows r2
      join pan_links l on l.normalized_url = r2.link and l.state = ${ALIAS_LINK_STATE.effective.value}
      join pan_promotions p on p.id = l.promotion_id and p.task_platform_id = ${imp.taskPlatformId}
      where r2.import_id = ${imp.id} and r2.error is null and r2.user_id is null and r2.link is not null
      order by r2.line_no, l.id desc
    ) m
    left join import_prices v on v.row_date = m.row_date
    where r.import_id = ${imp.id} and r.error is null and r.user_id is null and r.line_no = m.line_no`);
}

/** The report's day as instants in the operator's zone: [start, next day's start). */
const dayStart = (col: string) => sql.raw(`(${col}::timestamp at time zone current_setting('app.tz'))`);
const dayEnd = (col: string) => sql.raw(`((${col} + 1)::timestamp at time zone current_setting('app.tz'))`);

/**
 * Attributes the staged rows of an import, set-based (one statement per key, so a million rows is a
 * handful of joins, not a million look-ups):
 * 1. alias: a keyword alias of this platform (case-insensitive, NFKC as stored) that was live on the
 *    row's day (activated by its end, not expired or deleted before its start);
 * 2. UID: a media account holding that UID (lower case for Douyin and Kuaishou) whose binding — each
 *    platform_accounts row is one binding, from `created_at` to `unbound_at` — covers the row's day; a
 *    UID known only outside its binding windows is unmatched with reason `uid_outside_binding`;
 * 3. link: a back-filled link the operator accepted, of an alias of this platform, by normalised URL.
 * A cloud-drive platform reads its own tables for the UID and the link (`attributeDrive`).
 * Each key's statement prices the rows it matches: the platform's version in force at the start of the
 * row's day, and the amount under it — a share rounded half away from zero (`shareOf` of @tuike/contract/fee, the same formula) or a
 * unit price times the count (`unitTimes`). A matched promoter that is disabled or deleted goes unmatched (the
 * operator decides in the queue: a deleted account can no longer withdraw what it would be credited).
 */
export async function attributeRows(
  tx: Tx,
  imp: { id: number; taskPlatformId: number; promotionType: number; settlementType: number },
  timeZone: string,
) {
  await tx.execute(sql`select set_config('app.tz', ${timeZone}, true)`);
  await forBulkStatements(tx);
  const keys = keysFor(imp.promotionType);
  const unmatchedOnly = sql`r.import_id = ${imp.id} and r.error is null and r.user_id is null`;
  // The price version in force on each of the import's days, once: each key's match prices its rows in the
  // same statement (one new version of each row, not two).
  await tx.execute(sql`
    create temporary table import_prices on commit drop as
    select d.row_date, v.id, v.share_bps, v.unit_price_fen
    from (select distinct row_date from settlement_import_rows where import_id = ${imp.id} and row_date is not null) d
    cross join lateral (
      select p.id, p.share_bps, p.unit_price_fen from task_platform_prices p
      where p.task_platform_id = ${imp.taskPlatformId} and p.effective_from <= ${dayStart('d.row_date')}
      order by p.effective_from desc, p.version desc limit 1
    ) v`);
  const amount = amountSql(imp.settlementType);
  const priced = sql`price_id = v.id, amount = ${amount}`;
  for (const key of keys) {
    if (imp.promotionType === PROMOTION_TYPE.cloudDrive.value) {
      if (key !== 'alias') await attributeDrive(tx, imp, key, priced);
      continue;
    }
    if (key === 'alias')
      await tx.execute(sql`
        update settlement_import_rows r set matched_by = 'alias', matched = m.alias, user_id = m.user_id, work_id = m.work_id, ${priced}
        from (
          select distinct on (r2.line_no) r2.line_no, r2.row_date, a.alias, a.user_id, a.work_id
          from settlement_import_rows r2
          join works_aliases a on a.task_platform_id = ${imp.taskPlatformId} and lower(a.alias) = lower(r2.alias)
            and a.activated_at < ${dayEnd('r2.row_date')}
            and (a.expired_at is null or a.expired_at >= ${dayStart('r2.row_date')})
            and (a.deleted_at is null or a.deleted_at >= ${dayStart('r2.row_date')})
          where r2.import_id = ${imp.id} and r2.error is null and r2.user_id is null and r2.alias is not null
          order by r2.line_no, a.activated_at desc
        ) m
        left join import_prices v on v.row_date = m.row_date
        where ${unmatchedOnly} and r.line_no = m.line_no`);
    if (key === 'uid') {
      await tx.execute(sql`
        update settlement_import_rows r set matched_by = 'uid', matched = m.uid, user_id = m.user_id,
          work_id = (select w.id from works w where w.task_platform_id = ${imp.taskPlatformId} and w.title = r.work_title order by w.id limit 1),
          ${priced}
        from (
          select distinct on (r2.line_no) r2.line_no, r2.row_date, p.uid, p.user_id
          from settlement_import_rows r2
          join platform_accounts p on (case when p.platform in (1, 2) then lower(p.uid) else p.uid end)
            = (case when p.platform in (1, 2) then lower(r2.uid) else r2.uid end)
            and p.created_at < ${dayEnd('r2.row_date')}
            and (p.unbound_at is null or p.unbound_at >= ${dayStart('r2.row_date')})
          where r2.import_id = ${imp.id} and r2.error is null and r2.user_id is null and r2.uid is not null
          order by r2.line_no, p.created_at desc
        ) m
        left join import_prices v on v.row_date = m.row_date
        where ${unmatchedOnly} and r.line_no = m.line_no`);
      await tx.execute(sql`
        update settlement_import_rows r set unmatched_reason = 'uid_outside_binding'
        where ${unmatchedOnly} and r.uid is not null and exists (
          select 1 from platform_accounts p
          where (case when p.platform in (1, 2) then lower(p.uid) else p.uid end)
            = (case when p.platform in (1, 2) then lower(r.uid) else r.uid end))`);
    }
    if (key === 'link')
      await tx.execute(sql`
        update settlement_import_rows r set matched_by = 'link', matched = r.link, user_id = m.user_id, work_id = m.work_id,
          unmatched_reason = null, ${priced}
        from (
          select distinct on (r2.line_no) r2.line_no, r2.row_date, a.user_id, a.work_id
          from settlement_import_rows r2
          join works_alias_links l on l.normalized_url = r2.link and l.state = 2
          join works_aliases a on a.id = l.alias_id and a.task_platform_id = ${imp.taskPlatformId}
          where r2.import_id = ${imp.id} and r2.error is null and r2.user_id is null and r2.link is not null
          order by r2.line_no, l.id desc
        ) m
        left join import_prices v on v.row_date = m.row_date
        where ${unmatchedOnly} and r.line_no = m.line_no`);
  }
  // A row tied by a later key is matched, whatever an earlier key said.
  await tx.execute(sql`
    update settlement_import_rows r set unmatched_reason = null
    where r.import_id = ${imp.id} and r.user_id is not null and r.unmatched_reason is not null`);
  await tx.execute(sql`
    update settlement_import_rows r set unmatched_reason = 'promoter_disabled', user_id = null, work_id = null, price_id = null,
      amount = null
    from users u where r.import_id = ${imp.id} and u.id = r.user_id and (u.disabled_at is not null or u.deleted_at is not null)`);
  await tx.execute(sql`
    update settlement_import_rows r set unmatched_reason = 'no_match'
    where ${unmatchedOnly} and r.unmatched_reason is null`);
  await refuseUnpriced(tx, imp);
  await tx.execute(sql`drop table import_prices`);
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

/** The matched rows no price could apply to. */
async function refuseUnpriced(tx: Tx, imp: { id: number }) {
  // No price to apply (before the platform's first version, or a version without this rule's figure):
  // the row cannot be credited as it stands, so it is an error the operator sees rather than a guess.
  await tx.execute(sql`
    update settlement_import_rows r
    set error = '第 ' || r.line_no || ' 行 date：任务平台在 ' || to_char(r.row_date, 'YYYY-MM-DD') || ' 没有生效的价格',
      user_id = null, work_id = null, matched_by = null, matched = null
    where r.import_id = ${imp.id} and r.user_id is not null and r.amount is null`);
}
