import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface MoneyInvariantReport {
  /** What breaks the invariants, one plain sentence each; empty when they all hold. */
  problems: string[];
  /** Users with a balance row or a ledger entry: how much was looked at. */
  users: number;
}

interface Row extends Record<string, unknown> {
  problem: string | null;
  users: number | string;
}

/**
 * Every rule money must keep, checked in one statement (one snapshot, even while postings run):
 *
 * - per user: balance = the sum of the ledger = the latest row's `balance_after`, never negative, a
 *   balance row wherever there are entries, and balance + frozen + withdrawn = earned (the wallet card);
 *   a user who still owes a receivable has a balance of 0 (every credit pays receivables first);
 * - income lines: a credited line's ledger row (at most one, its own user) plus what it left owed adds up
 *   to its amount; a line not credited has no ledger row; every ledger row referencing a line has one;
 *   the user, work, task platform and price version a line names exist, and the user of each income day
 *   (no foreign keys hold those: see docs/ARCHITECTURE.md, money); the maintained day sums (income_days, and
 *   income_day_splits per platform and work with their line counts) equal the lines but superseded estimates;
 * - withdrawals: each has its debit (−amount, its user); a rejected or failed one its refund (+amount),
 *   any other none; every ledger row referencing a withdrawal has one;
 * - rebates: each is paid to the inviter of its source line's promoter, its ledger row plus what it left
 *   owed adds up to its amount, on a credited line; every rebate ledger row has its rebate;
 * - receivables: `paid` is the sum of its payments, each payment has exactly its clawback row (its user,
 *   −amount), and every clawback row its payment;
 * - operator adjustments: each has exactly its ledger row (its user, its amount).
 *
 * Used by every money test (expectMoneyInvariants), the browser journeys, and the nightly job on the
 * live database (jobs/money-invariants.ts).
 */
export async function checkMoneyInvariants(db: DbOrTx): Promise<MoneyInvariantReport> {
  const result = await db.execute<Row>(sql`
    with
    u as (select user_id from balances union select user_id from account_records),
    sums as (select user_id, sum(amount) as total from account_records group by user_id),
    owed as (select user_id, sum(amount - paid) as open from receivables where paid < amount group by user_id),
    r_line as (select ref_id, min(user_id) as user_id, max(user_id) as max_user, sum(amount) as amount, count(*) as n
               from account_records where ref_type = 'income_line' group by ref_id),
    r_rebate as (select ref_id, min(user_id) as user_id, max(user_id) as max_user, sum(amount) as amount, count(*) as n
                 from account_records where ref_type = 'rebate' group by ref_id),
    -- What income_days and income_day_splits must hold: the lines but superseded estimates, summed and counted.
    l_split as (select user_id, income_date, task_platform_id, coalesce(work_id, 0) as work, sum(amount) as amount, count(*) as n
                from income_lines where superseded_at is null group by user_id, income_date, task_platform_id, work_id),
    problems as (
      select format('user %s: ledger entries but no balance row', u.user_id) as problem
        from u left join balances b on b.user_id = u.user_id where b.user_id is null
      union all
      select format('user %s: negative balance %s', user_id, balance) from balances where balance < 0
      union all
      select format('user %s: balance %s ≠ ledger sum %s', b.user_id, b.balance, coalesce(s.total, 0))
        from balances b left join sums s on s.user_id = b.user_id where b.balance <> coalesce(s.total, 0)
      union all
      select format('user %s: latest balance_after %s ≠ balance %s', b.user_id, last.balance_after, b.balance)
        from balances b
        join lateral (select balance_after from account_records r where r.user_id = b.user_id order by r.id desc limit 1) last on true
        where last.balance_after <> b.balance
      union all
      select format('wallet figures of user %s: balance %s + frozen %s + withdrawn %s ≠ earned %s', user_id, balance, frozen, withdrawn, earned)
        from balances where balance + frozen + withdrawn <> earned
      union all
      select format('user %s: owes %s fen in receivables with a balance of %s', o.user_id, o.open, b.balance)
        from owed o join balances b on b.user_id = o.user_id where b.balance <> 0
      union all
      select format('income line %s (%s, %s fen): ledger %s fen in %s rows, owed %s fen', l.id, l.status, l.amount,
                    coalesce(r.amount, 0), coalesce(r.n, 0), coalesce(rv.amount, 0))
        from income_lines l
        left join r_line r on r.ref_id = l.id
        left join receivables rv on rv.ref_type = 'income_line' and rv.ref_id = l.id
        where case when l.status = 'credited'
                   then coalesce(r.n, 0) > 1 or coalesce(r.amount, 0) - coalesce(rv.amount, 0) <> l.amount
                        or r.user_id <> l.user_id or r.max_user <> l.user_id or rv.user_id <> l.user_id
                   else r.ref_id is not null or rv.id is not null end
      union all
      select format('income line %s references user %s, who does not exist', l.id, l.user_id)
        from income_lines l where not exists (select 1 from users u where u.id = l.user_id)
      union all
      select format('income day %s of user %s: %s fen kept, its lines sum to %s', coalesce(d.income_date, l.income_date),
                    coalesce(d.user_id, l.user_id), coalesce(d.amount, 0), coalesce(l.amount, 0))
        from income_days d
        full join (select user_id, income_date, sum(amount) as amount from l_split group by user_id, income_date) l
          on l.user_id = d.user_id and l.income_date = d.income_date
        where coalesce(d.amount, 0) <> coalesce(l.amount, 0)
      union all
      select format('income day %s of user %s, platform %s, work %s: %s fen in %s lines kept, its lines %s fen in %s',
                    coalesce(s.income_date, l.income_date), coalesce(s.user_id, l.user_id), coalesce(s.task_platform_id, l.task_platform_id),
                    coalesce(s.work_id::text, nullif(l.work, 0)::text, 'none'), coalesce(s.amount, 0), coalesce(s.lines, 0),
                    coalesce(l.amount, 0), coalesce(l.n, 0))
        from income_day_splits s
        full join l_split l on l.user_id = s.user_id and l.income_date = s.income_date and l.task_platform_id = s.task_platform_id
          and l.work = coalesce(s.work_id, 0)
        where coalesce(s.amount, 0) <> coalesce(l.amount, 0) or coalesce(s.lines, 0) <> coalesce(l.n, 0)
      union all
      select format('income days of user %s, who does not exist', d.user_id)
        from (select distinct user_id from income_days) d where not exists (select 1 from users u where u.id = d.user_id)
      union all
      select format('income line %s references work %s, which does not exist', l.id, l.work_id)
        from income_lines l where l.work_id is not null and not exists (select 1 from works w where w.id = l.work_id)
      union all
      select format('income line %s references task platform %s, which does not exist', l.id, l.task_platform_id)
        from income_lines l where not exists (select 1 from task_platforms p where p.id = l.task_platform_id)
      union all
      select format('income line %s references price version %s, which does not exist', l.id, l.price_id)
        from income_lines l where l.price_id is not null and not exists (select 1 from task_platform_prices v where v.id = l.price_id)
      union all
      select format('ledger rows reference income line %s, which does not exist', r.ref_id)
        from r_line r left join income_lines l on l.id = r.ref_id where l.id is null
      union all
      select format('withdrawal %s (%s, %s fen): debit %s, refund %s', w.id, w.status, w.amount,
                    coalesce(d.amount::text, 'none'), coalesce(f.amount::text, 'none'))
        from withdrawals w
        left join account_records d on d.ref_type = 'withdrawal' and d.ref_id = w.id and d.type = 'withdrawal'
        left join account_records f on f.ref_type = 'withdrawal' and f.ref_id = w.id and f.type = 'withdrawal_refund'
        where d.id is null or d.amount <> -w.amount or d.user_id <> w.user_id
           or (w.status in ('rejected', 'failed')) <> (f.id is not null)
           or f.amount <> w.amount or f.user_id <> w.user_id
      union all
      select format('ledger row %s references withdrawal %s, which does not exist', r.id, r.ref_id)
        from account_records r left join withdrawals w on w.id = r.ref_id
        where r.ref_type = 'withdrawal' and w.id is null
      union all
      select format('rebate %s (%s fen to user %s): ledger %s fen in %s rows, owed %s fen, source line %s %s of a promoter invited by %s',
                    rb.id, rb.amount, rb.user_id, coalesce(r.amount, 0), coalesce(r.n, 0), coalesce(rv.amount, 0),
                    rb.source_line_id, l.status, coalesce(invitee.inviter_id::text, 'nobody'))
        from rebates rb
        join income_lines l on l.id = rb.source_line_id
        join users invitee on invitee.id = l.user_id
        left join r_rebate r on r.ref_id = rb.id
        left join receivables rv on rv.ref_type = 'rebate' and rv.ref_id = rb.id
        where coalesce(r.n, 0) > 1 or coalesce(r.amount, 0) - coalesce(rv.amount, 0) <> rb.amount
           or r.user_id <> rb.user_id or r.max_user <> rb.user_id or rv.user_id <> rb.user_id
           or l.status <> 'credited' or invitee.inviter_id is distinct from rb.user_id
      union all
      select format('ledger rows reference rebate %s, which does not exist', r.ref_id)
        from r_rebate r left join rebates rb on rb.id = r.ref_id where rb.id is null
      union all
      select format('receivable %s: paid %s ≠ its payments %s', rv.id, rv.paid, coalesce(p.total, 0))
        from receivables rv
        left join (select receivable_id, sum(amount) as total from receivable_payments group by receivable_id) p
          on p.receivable_id = rv.id
        where rv.paid <> coalesce(p.total, 0)
      union all
      select format('receivable payment %s (%s fen): clawback rows %s, %s fen', p.id, p.amount, count(c.id), coalesce(sum(c.amount), 0))
        from receivable_payments p
        join receivables rv on rv.id = p.receivable_id
        left join account_records c on c.ref_type = 'receivable_payment' and c.ref_id = p.id
        group by p.id, p.amount, rv.user_id
        having count(c.id) <> 1 or sum(c.amount) <> -p.amount or bool_or(c.user_id <> rv.user_id) or bool_or(c.type <> 'clawback')
      union all
      select format('clawback row %s references receivable payment %s, which does not exist', c.id, c.ref_id)
        from account_records c left join receivable_payments p on p.id = c.ref_id
        where c.ref_type = 'receivable_payment' and p.id is null
      union all
      select format('balance adjustment %s (%s fen): ledger rows %s, %s fen', a.id, a.amount, count(r.id), coalesce(sum(r.amount), 0))
        from balance_adjustments a
        left join account_records r on r.ref_type = 'adjustment' and r.ref_id = a.id
        group by a.id, a.amount, a.user_id
        having count(r.id) <> 1 or sum(r.amount) <> a.amount or bool_or(r.user_id <> a.user_id)
    )
    select problem, (select count(*) from u) as users from problems
    union all
    select null, (select count(*) from u)`);
  const problems = result.rows.flatMap((r) => (r.problem === null ? [] : [r.problem]));
  return { problems, users: Number(result.rows[0]?.users ?? 0) };
}
