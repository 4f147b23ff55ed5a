import type { PageQuery } from '@tuike/contract/envelope';
import { authorize, authorizeNamed, promoter, type PromoterActor, scopeOf } from '../../lib/authorize';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-errors';
import { ymdOperator } from '../../lib/time';
import { withdrawalTax } from '@tuike/contract/tax';
import { taxMonthSoFar, withdrawnThisMonth } from '../account';
import { readSetting } from '../app-config';
import { postToLedger, serviceFee } from '../ledger';
import { hashToken, ownSessionPage } from '../session';
import { ACCOUNT_MSG } from './accounts-service';
import { expectedArrival } from './arrival';
import { accountFace, presentWithdrawal, presentWithdrawalDetail } from './presenter';
import { REAL_NAME_MSG } from './real-name-service';
import { walletRepository as repo, type WithdrawalRow, type WithdrawalStatusValue } from './repository';
import type { WalletStore } from './store';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export const WITHDRAW_MSG = {
  notFound: '提现记录不存在',
  requestReused: '该提现请求已用于另一笔提现，请刷新后重试',
  belowMinimum: (min: number) => `单笔提现金额不能低于 ${yuan(min)}`,
  monthly: (left: number) => `超出本月提现额度，本月还可提现 ${yuan(left)}`,
  closed: (days: number[]) => `提现开放日为每月 ${days.join('、')} 日，今天不能提现`,
  aboveCap: (cap: number) => `单笔提现金额不能超过 ${yuan(cap)}（打款渠道单笔上限），请分多次提现`,
} as const;

interface ApplyInput {
  accountId: number;
  amount: number;
  requestId: string;
}

/** A retry must be the same application; the same requestId for another amount or account is a client bug. */
function sameRequest(row: WithdrawalRow, input: ApplyInput): WithdrawalRow {
  if (row.amount !== input.amount || row.accountId !== input.accountId)
    throw conflict('REQUEST_ID_REUSED', WITHDRAW_MSG.requestReused, 'requestId');
  return row;
}

export const withdrawService = {
  /**
   * Applies to withdraw. Idempotent per (user, requestId): a retry answers the withdrawal it created,
   * even after the rules changed (a closed day, a deleted account). Otherwise the rules are checked and,
   * in one transaction holding the balance row, the monthly total is read (after the lock, so two
   * parallel applications cannot both fit), the withdrawal and its first event are written and the
   * amount leaves the balance through the ledger (409 INSUFFICIENT_BALANCE rolls it all back).
   */
  async apply({ db, clock, channelCap }: WalletStore, actor: PromoterActor, input: ApplyInput) {
    const { ownerId: userId } = scopeOf(actor, 'withdraw', 'money');
    const earlier = await repo.withdrawalByRequest(db, userId, input.requestId);
    if (earlier) return presentWithdrawal(sameRequest(earlier, input));

    if (!(await repo.realName(db, userId))) throw conflict('REAL_NAME_REQUIRED', REAL_NAME_MSG.required);
    const missingAccount = new AppError(404, 'NOT_FOUND', ACCOUNT_MSG.notFound, 'accountId');
    const account = await repo.liveAccount(db, input.accountId);
    if (!account) throw missingAccount;
    authorizeNamed(actor, 'withdraw', { kind: 'money', ownerId: account.userId }, missingAccount);

    const setting = await readSetting(db, 'app');
    const now = clock.now();
    const days = [...setting.withdrawalDays].sort((a, b) => a - b);
    if (days.length && !days.includes(Number(ymdOperator(now).slice(8))))
      throw conflict('WITHDRAW_CLOSED_TODAY', WITHDRAW_MSG.closed(days));
    if (input.amount < setting.minWithdrawal)
      throw badRequest('WITHDRAW_BELOW_MINIMUM', WITHDRAW_MSG.belowMinimum(setting.minWithdrawal), 'amount');
    // Refused here rather than frozen for a payout the channel is certain to bounce (payout.ts, channelCap).
    if (channelCap !== null && input.amount > channelCap)
      throw badRequest('WITHDRAW_ABOVE_CHANNEL_CAP', WITHDRAW_MSG.aboveCap(channelCap), 'amount');
    const fee = serviceFee(input.amount, setting.withdrawalServiceFeeBps);

    try {
      const row = await db.transaction(async (tx) => {
        await repo.lockBalance(tx, userId);
        // The time is read under the lock: postings then carry their times in posting order, however
        // long each application waited for the lock (issue 20: a burst otherwise dates rows out of order).
        const at = clock.now();
        // A parallel retry may have committed while this one waited for the lock.
        const again = await repo.withdrawalByRequest(tx, userId, input.requestId);
        if (again) return sameRequest(again, input);
        const used = await withdrawnThisMonth(tx, userId, at);
        if (used + input.amount > setting.maxMonthlyWithdrawal)
          throw conflict(
            'WITHDRAW_MONTHLY_LIMIT',
            WITHDRAW_MSG.monthly(Math.max(0, setting.maxMonthlyWithdrawal - used)),
            'amount',
          );
        // Read under the lock too: the month's earlier withdrawals are settled, so this one withholds
        // exactly what it adds to the month's tax (tax.ts); the tax stays with the amount that left the balance.
        const tax = setting.taxWithholding ? withdrawalTax(input.amount, await taxMonthSoFar(tx, userId, at)) : 0;
        const face = accountFace(account);
        const created = await repo.insertWithdrawal(tx, {
          userId,
          accountId: account.id,
          requestId: input.requestId,
          amount: input.amount,
          fee,
          tax,
          taxWithheld: setting.taxWithholding,
          net: input.amount - fee - tax,
          feeBps: setting.withdrawalServiceFeeBps,
          status: 'submitted',
          accountSnapshot: face,
          expectedArrival: expectedArrival(at),
          createdAt: at,
          updatedAt: at,
        });
        await repo.addEvent(tx, { withdrawalId: created.id, status: 'submitted', note: '提现申请已提交，等待审核', at });
        await postToLedger(tx, {
          userId,
          type: 'withdrawal',
          amount: -input.amount,
          ref: { type: 'withdrawal', id: created.id },
          // An Alipay face's subtitle is only the word 支付宝 again; its masked account tells the promoter which one.
          note: `提现至${face.typeLabel}（${face.type === 'alipay' ? face.title : face.subtitle}）`,
          at,
        });
        return created;
      });
      return presentWithdrawal(row);
    } catch (err) {
      // Without a balance row there was nothing to lock: parallel retries meet on the unique index instead.
      if (uniqueViolation(err) !== 'withdrawals_request_uq') throw err;
      const winner = await repo.withdrawalByRequest(db, userId, input.requestId);
      if (!winner) throw err;
      return presentWithdrawal(sameRequest(winner, input));
    }
  },

  async taxMonth({ db, clock }: WalletStore, actor: PromoterActor) {
    const { ownerId: userId } = scopeOf(actor, 'read', 'money');
    const { taxWithholding } = await readSetting(db, 'app');
    const month = taxWithholding ? await taxMonthSoFar(db, userId, clock.now()) : { gross: 0, withheld: 0 };
    return { withholding: taxWithholding, ...month };
  },

  /**
   * The session check and the page in one statement (pageInSession in the repository), plus the session's
   * once-a-minute touch; null when the token is not live (the route answers 401).
   */
  page({ db, clock }: WalletStore, token: string, q: PageQuery & { status?: WithdrawalStatusValue }) {
    const now = clock.now();
    return ownSessionPage(
      db,
      now,
      q,
      (limit, offset) => repo.pageInSession(db, hashToken(token), now, q.status, limit, offset),
      (row, userId) => {
        // The actor is the token's user, the owner the row read: the join makes them one, the check keeps it so.
        authorize(promoter(userId), 'read', { kind: 'money', ownerId: row.userId });
        return presentWithdrawal(row);
      },
    );
  },

  async detail({ db }: WalletStore, actor: PromoterActor, id: number) {
    const missing = notFound(WITHDRAW_MSG.notFound);
    const row = await repo.withdrawal(db, id);
    if (!row) throw missing;
    authorizeNamed(actor, 'read', { kind: 'money', ownerId: row.userId }, missing);
    return presentWithdrawalDetail(row, await repo.events(db, id));
  },
};
