import { STANDARD_TEMPLATE_COLUMNS } from '@tuike/contract/settlement-rules';
import { type SQL, sql } from 'drizzle-orm';
import { aliasMatch, forAttribution, matchOutcome, priceOfDay } from './attribute';
import type { DbOrTx } from '../../db/client';
import { layoutOf, stageRow } from './parse-rows';
import { insertStaged, STAGE_BATCH } from './parse-stage';

/**
 * The standard template read by PostgreSQL: the file's rows are COPYed (FORMAT csv) as text into a temporary
 * table (`RAW_TABLE_SQL`), and ONE statement (`stageRawSql`) checks and converts them into
 * settlement_import_rows with the very rules and reasons of parse-rows.ts / parse-amount.ts — the JavaScript
 * parse of the same rows cost ≈ 20× the COPY of the file (docs/PERFORMANCE.md). What SQL cannot reproduce exactly
 * (a link's URL normalisation, `toLowerCase` of a non-ASCII UID in a row's hash, `slice` of a row id in UTF-16
 * units) is left to `stageRow` itself for the few rows that need it (`restageSql`). parse-sql.test.ts holds the
 * two equal on awkward cells, on both engines.
 */

/** The file's records as COPY reads them: `n` numbers them in file order (1 = the first line after the header). */
export const RAW_TABLE_SQL = `create temporary table settlement_raw (
  n int generated always as identity, ${STANDARD_TEMPLATE_COLUMNS.map((c) => `${c} text`).join(', ')}
) on commit drop`;

/** What `String.prototype.trim` removes (ECMAScript's WhiteSpace and LineTerminator), for btrim. */
const JS_SPACE =
  '\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const trimmed = (column: string) => `btrim(coalesce(raw.${column}, ''), '${JS_SPACE}')`;

/**
 * Rows whose values stageRow must give (never null: `not` of it picks the others): a link, a non-ASCII UID hashed, a
 * long row id beyond the BMP. Each written `column is not null and …` (an empty cell is null to COPY), so the planner
 * reads the raw table's null fractions: estimated by defaults, `not` of it kept 332 of 200,000 rows, and the staging
 * statement's alias match was planned for that many rows.
 */
const RESTAGE = `(
  (raw.link is not null and btrim(raw.link, '${JS_SPACE}') <> '')
  or (${trimmed('row_id')} = '' and raw.uid is not null and raw.uid ~ '[^\\x01-\\x7f]')
  or (raw.row_id is not null and char_length(raw.row_id) > 100 and raw.row_id ~ '[\\U00010000-\\U0010ffff]'))`;

/** The reason of a column, as stageRow words it: `第 N 行 <column>：<reason>`. */
const reason = (column: string, text: string) => `'第 ' || a.line_no || ' 行 ${column}：' || ${text}`;
const quoted = (value: string, tail: string) => `'“' || ${value} || '”${tail}'`;

/** A platform whose rows the staging statement matches by alias (aliasAtStaging), and the operator's zone. */
export type StagingAlias = { taskPlatformId: number; settlementType: number; timeZone: string };

/**
 * Converts the rows of `settlement_raw` into settlement_import_rows of `importId`: the first reason of a row
 * (date, amount, new_users, orders, then "alias、uid、link 至少要有一项"), the day (YYYY-MM-DD or YYYY/MM/DD that
 * exists), the amount in exact fen (numeric, never a float), the counts, the NFKC alias and the row key — the row
 * id, or the sha256 of the normalised values as rowHash builds it. With `alias`, a row without an error is matched
 * by its alias in the same statement (attribute.ts's aliasMatch, priceOfDay and matchOutcome, the rules
 * attributeRows applies), so a matched row is written once, never updated; attributeRows then reads only the rows
 * still open.
 */
export function stageRawSql(importId: number, alias: Omit<StagingAlias, 'timeZone'> | null = null): SQL {
  if (!Number.isSafeInteger(importId)) throw new Error(`not an import id: ${importId}`);
  const count = (s: string, column: string) => ({
    value: `case when a.${s} ~ '^-?[0-9]{1,9}$' then a.${s}::int end`,
    error: `case when a.${s} <> '' and a.${s} !~ '^-?[0-9]{1,9}$' then ${reason(column, quoted(`a.${s}`, '不是整数'))} end`,
  });
  const newUsers = count('nu', 'new_users');
  const orders = count('ord', 'orders');
  // The rows read and checked, one per record COPY read: line_no, rid, the template's values under the column names
  // of settlement_import_rows (matchOutcome reads them), and the row's first reason in `errors`.
  const parsed = `
      select a.line_no, a.rid, a.alias, a.uid, a.link, a.work_title,
        case when c.day_ok then make_date(c.y, c.mo, c.dd) end as row_date,
        case when abs(c.fen) <= 9007199254740991 then c.fen::bigint end as upstream_amount,
        ${newUsers.value} as new_users, ${orders.value} as orders,
        coalesce(
          case when not m.day_form then ${reason('date', quoted('a.d', '不是日期（应为 YYYY-MM-DD）'))}
            when not c.day_ok then ${reason('date', quoted('a.d', '不是存在的日期'))} end,
          case when a.amt = '' then ${reason('amount_yuan', `'金额为空'`)}
            when not m.amount_form then ${reason(
              'amount_yuan',
              `case when a.amt ~ '[eE]' then ${quoted('a.amt', '不是普通小数（不支持科学计数法）')}
                when strpos(a.amt, ',') > 0 then ${quoted('a.amt', '含千位分隔符，请去掉逗号')}
                when a.amt ~ '^[+-]?[0-9]*\\.[0-9]{3,}$' then ${quoted('a.amt', '超过两位小数')}
                else ${quoted('a.amt', '不是金额（应为 12.34 这样的小数）')} end`,
            )}
            when abs(c.fen) > 9007199254740991 then ${reason('amount_yuan', quoted('a.amt', '超出范围'))} end,
          ${newUsers.error}, ${orders.error},
          case when a.alias is null and a.uid is null and a.link is null
            then '第 ' || a.line_no || ' 行：alias、uid、link 至少要有一项' end) as errors
      from settlement_raw raw
      cross join lateral (select raw.n + 1 as line_no, ${trimmed('row_id')} as rid, ${trimmed('date')} as d,
        normalize(nullif(${trimmed('alias')}, ''), nfkc) as alias, nullif(${trimmed('uid')}, '') as uid,
        nullif(${trimmed('link')}, '') as link, nullif(${trimmed('work_title')}, '') as work_title,
        ${trimmed('new_users')} as nu, ${trimmed('orders')} as ord, ${trimmed('amount_yuan')} as amt offset 0) a
      cross join lateral (select a.d ~ '^[0-9]{4}[-/][0-9]{1,2}[-/][0-9]{1,2}$' as day_form,
        a.amt ~ '^[+-]?[0-9]+(\\.[0-9]{1,2})?$' as amount_form offset 0) m
      cross join lateral (select y, mo, dd, fen, y >= 1 and mo between 1 and 12 and dd between 1 and
          case when mo = 2 then case when y % 4 = 0 and (y % 100 <> 0 or y % 400 = 0) then 29 else 28 end
          when mo in (4, 6, 9, 11) then 30 else 31 end as day_ok
        from (select
          case when m.day_form then left(a.d, 4)::int end as y,
          case when m.day_form then split_part(translate(a.d, '/', '-'), '-', 2)::int end as mo,
          case when m.day_form then split_part(translate(a.d, '/', '-'), '-', 3)::int end as dd,
          -- The cell is a plain decimal of at most 2 places: numeric reads it exactly, sign and all.
          case when m.amount_form then a.amt::numeric * 100 end as fen
        offset 0) p) c
      where not ${RESTAGE}`;
  const rowKey = `case when r.rid <> '' then 'r:' || left(r.rid, 200)
      else 'h:' || left(encode(sha256(convert_to(concat_ws(chr(31), coalesce(to_char(r.row_date, 'YYYY-MM-DD'), ''),
        coalesce(r.alias, ''), coalesce(lower(r.uid), ''), coalesce(r.link, ''), coalesce(r.work_title, ''),
        coalesce(r.new_users::text, ''), coalesce(r.orders::text, ''), coalesce(r.upstream_amount::text, '')), 'UTF8')), 'hex'), 32) end`;
  const head = `insert into settlement_import_rows (import_id, line_no, row_key, row_date, alias, uid, link, work_title, new_users,
      orders, upstream_amount, error`;
  const values = `select ${importId}, r.line_no, ${rowKey}, r.row_date, r.alias, r.uid, r.link, r.work_title, r.new_users, r.orders,
      r.upstream_amount`;
  if (!alias) return sql.raw(`${head}) ${values}, r.errors from (${parsed}) r`);
  // The alias match once per distinct alias and day of the file (a report names each promoter's alias many times),
  // joined back to the rows by alias and day: probed once per row, it cost more than the UPDATE it replaces
  // (auto_explain). Only a row without an error is matched. The day's price goes with the match (matchOutcome reads
  // it only for a matched row), so it too is looked up once per alias and day rather than once per row.
  const { error, ...outcome } = matchOutcome('alias', alias.settlementType, sql`r.errors is null and m.user_id is not null`);
  const insert = sql.raw(`${head}, ${Object.keys(outcome).join(', ')}) ${values}`);
  return sql`with parsed as materialized (${sql.raw(parsed)}),
    matches as (
      select k.alias as key_alias, k.row_date as key_day, m.*, v.id as price_id, v.share_bps, v.unit_price_fen
      from (select distinct alias, row_date from parsed where errors is null and alias is not null) k
      cross join lateral (${aliasMatch(alias.taskPlatformId, sql`k.alias`, sql`k.row_date`)}) m
      left join lateral (${priceOfDay(alias.taskPlatformId, sql`k.row_date`)}) v on true
    )
    ${insert}, coalesce(r.errors, ${error}), ${sql.join(Object.values(outcome), sql`, `)}
    from parsed r
    left join matches m on m.key_alias = r.alias and m.key_day = r.row_date
    cross join lateral (select m.price_id as id, m.share_bps, m.unit_price_fen) v`;
}

/** The rows `stageRawSql` leaves to stageRow, after line `after`, at most `limit` of them, with their cells. */
export function restageSql(after: number, limit: number): string {
  return `select raw.n, ${STANDARD_TEMPLATE_COLUMNS.map((c) => `coalesce(raw.${c}, '') as ${c}`).join(', ')}
    from settlement_raw raw where raw.n > ${Math.trunc(after)} and ${RESTAGE} order by raw.n limit ${Math.trunc(limit)}`;
}

const STANDARD = (() => {
  const read = layoutOf([...STANDARD_TEMPLATE_COLUMNS], null);
  if ('error' in read) throw new Error(read.error);
  return read.layout;
})();

/** The rows `restageSql` answered, staged by stageRow (line = n + 1), for the stager's batch insert. */
export const restaged = (rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    stageRow(
      STANDARD,
      Number(r.n) + 1,
      STANDARD_TEMPLATE_COLUMNS.map((c) => String(r[c])),
    ),
  );

/**
 * Stages the rows of `settlement_raw` (in the caller's transaction, which created it): one statement for the
 * rows SQL reads exactly, matched by alias with `alias`, stageRow for the others, STAGE_BATCH at a time (left open
 * for attributeRows).
 */
export async function stageRaw(db: DbOrTx, importId: number, alias: StagingAlias | null = null): Promise<void> {
  if (alias) {
    await forAttribution(db, alias.timeZone);
    // The raw rows' count and null fractions for the planner (RESTAGE): unanalysed, a temporary table looks like a
    // few hundred rows, and the alias match's joins are planned for them.
    await db.execute(sql`analyze settlement_raw`);
  }
  await db.execute(stageRawSql(importId, alias));
  for (let after = 0; ;) {
    const { rows } = (await db.execute(sql.raw(restageSql(after, STAGE_BATCH)))) as { rows: Record<string, unknown>[] };
    if (!rows.length) return;
    await insertStaged(db, importId, restaged(rows));
    after = Number(rows.at(-1)!.n);
  }
}
